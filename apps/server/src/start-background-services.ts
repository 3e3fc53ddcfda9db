import type { FastifyInstance } from 'fastify';

/** Starts what runs beside the HTTP server (the demo world when SIMULATOR is on). */
export async function startBackgroundServices(app: FastifyInstance): Promise<void> {
  void app;
}
