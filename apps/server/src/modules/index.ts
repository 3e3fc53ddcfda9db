import type { FastifyPluginAsync } from 'fastify';

/** Every module's routes, registered under /api by app.ts. */
export const routeModules: FastifyPluginAsync[] = [];
