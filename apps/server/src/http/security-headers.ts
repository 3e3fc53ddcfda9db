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
 * What the API's JSON answers carry instead of the page's set, after OWASP's REST Security Cheat
 * Sheet: an answer that is never rendered needs a policy that allows nothing and no framing at
 * all, no type sniffing, no caching (the spec: no proxy or browser keeps money), no reading by
 * other origins, no referrer, and HSTS over HTTPS. That is stricter for the API, and six headers
 * instead of twelve with the page's long CSP among them: Node checks every header's name and
 * value on every answer, and they were the largest part of what the route alone cost beyond a
 * bare route.
 */
function apiAnswerHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store, no-cache',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The API's answers, not its documentation pages (/api/docs, which are pages like the app's). */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every answer. The page, its assets and the API docs: a CSP that allows no
 * inline script and scripts only from this origin (the Vite build has none inline); styles allow
 * inline attributes (React and Radix position popovers with them); frames only this site (the
 * demo provider's path) and the game providers named in GAME_FRAME_ORIGINS; this site may be
 * framed only by itself. HSTS only when the site is served over HTTPS (HTTPS=on), or a
 * plain-HTTP install would lock browsers out. The API's answers: apiAnswerHeaders.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const pageHeaders = staticHeaders({
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
  const apiHeaders = apiAnswerHeaders(config.HTTPS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
