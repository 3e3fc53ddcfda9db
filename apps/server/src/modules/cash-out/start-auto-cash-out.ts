import type { FastifyInstance } from 'fastify';
import type { StopWork } from '../../scheduling/leadership.ts';
import { AutoCashOutWatcher } from './auto-cash-out-watcher.ts';

/**
 * Runs the auto cash out on this process (the leader's work, start-background-services.ts): on
 * every commit that wrote to a market, on a sweep every `sweepMs`, and once at once (rules set
 * before a restart or a failover are evaluated again at the start).
 */
export function startAutoCashOut(
  app: FastifyInstance,
  options: { sweepMs: number; now?: () => number },
): { watcher: AutoCashOutWatcher; stop: StopWork } {
  const watcher = new AutoCashOutWatcher({
    db: app.database.db,
    trading: app.trading,
    notify: (userId, message) => app.realtime.publishToUser(userId, message),
    now: options.now ?? Date.now,
    log: (error) => app.log.error({ err: error }, 'auto cash out failed'),
  });
  // Listeners cannot be removed: a stopped watcher ignores what it is told.
  app.trading.onCommit((marketIds) => watcher.marketsMoved(marketIds));
  const timer = setInterval(() => watcher.sweep(), options.sweepMs);
  timer.unref();
  watcher.sweep();
  return {
    watcher,
    stop: async () => {
      clearInterval(timer);
      watcher.stop();
      await watcher.idle();
    },
  };
}
