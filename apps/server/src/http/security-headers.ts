import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/**
 * The answer headers helmet chooses for `options`, worked out once: with no per-request nonce the
 * set never changes, and building it per request (as helmet's Fastify plugin does) cost about 7%
 * of the server's CPU under the bet bench (`BENCH_CPU_PROF`).
 */
function staticHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer, the page and the API alike. The CSP allows no inline
 * script and scripts only from this origin (the Vite build has none inline); styles allow inline
 * attributes (React and Radix position popovers with them); frames only this site (the demo
 * provider's path) and the game providers named in GAME_FRAME_ORIGINS; this site may be framed
 * only by itself. HSTS only when the site is served over HTTPS (HTTPS=on), or a plain-HTTP
 * install would lock browsers out. API answers also say `Cache-Control: no-store, no-cache` (a route may
 * narrow it, as the CSV export does).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...config.GAME_FRAME_ORIGINS],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(config.HTTPS ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Providers' game pages are framed here: cross-origin isolation would block them.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.HTTPS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // The spec: every answer of the API carries no-store too, so no proxy or browser caches money.
  // Set here with the rest, not in an onSend hook: one hook fewer on every request.
  const apiHeaders = { ...headers, 'cache-control': 'no-store, no-cache' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
