import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers on every answer, the page and the API alike. The CSP allows no inline
 * script and scripts only from this origin (the Vite build has none inline); styles allow inline
 * attributes (React and Radix position popovers with them); frames only this site (the demo
 * provider's path) and the game providers named in GAME_FRAME_ORIGINS; this site may be framed
 * only by itself. HSTS only when the site is served over HTTPS (HTTPS=on), or a plain-HTTP
 * install would lock browsers out.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
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
}
