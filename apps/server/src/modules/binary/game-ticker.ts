import type { FastifyInstance } from 'fastify';

/** Something that advances with time on each tick of its own clock (binary sessions, matka draws). */
export interface Ticking {
  tick(): Promise<void>;
}

/**
 * Ticks each service every `everyMs` until the returned stop is called (by leadership or at
 * close); a tick never overlaps the previous one, and a failing tick is logged and retried at the next.
 */
export function startGameTicks(app: FastifyInstance, services: Ticking[], everyMs = 2000): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const loop = () => {
    running = (async () => {
      for (const s of services) await s.tick().catch((error: unknown) => app.log.error({ err: error }, 'game tick failed'));
    })().finally(() => {
      if (!stopped) timer = setTimeout(loop, everyMs).unref();
    });
  };
  loop();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
