import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ after a hash of its content: a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app. Hashed assets are cached for a year and never revalidated;
 * index.html and the unhashed files (logo, favicon) are revalidated on every load, so a new
 * build reaches everyone at once. The build writes a brotli and a gzip copy of each asset
 * (apps/web/build/precompress.ts); the one the browser accepts is sent, with `Vary: Accept-Encoding`.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : 'no-cache');
    },
  });
}
