import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { FeedApplier } from './market-maker/feed-applier.ts';
import { MakerFunds } from './market-maker/maker-funds.ts';
import type { PriceFeed } from './market-maker/price-feed.ts';
import { AdvisoryLockLeadership, SoloLeadership, type Leadership } from './scheduling/leadership.ts';
import { SimulatorFeed } from './simulator/simulator-feed.ts';
import { startGameTicks } from './modules/binary/game-ticker.ts';
import { ScheduledBackups } from './db/scheduled-backups.ts';
import { shareMarkets } from './modules/trading/ownership/share-markets.ts';
import { startAutoCashOut } from './modules/cash-out/start-auto-cash-out.ts';

/** One process on SQLite; on PostgreSQL the holder of the schema's advisory lock (scheduling/leadership.ts). */
async function leadershipFor(app: FastifyInstance): Promise<Leadership> {
  const onError = (error: unknown) => app.log.error({ err: error }, 'singleton work failed to start');
  if (app.database.dialect !== 'postgres' || !app.config.DATABASE_URL) return new SoloLeadership(onError);
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(app.database.db);
  const schema = app.database.pgSchema ?? rows[0]!.schema;
  const leadership = new AdvisoryLockLeadership(
    { connectionString: app.config.DATABASE_URL, ...(app.database.pgSchema ? { options: `-c search_path=${schema}` } : {}) },
    `exchange-singletons:${schema}`,
    1_000,
    (message) => app.log.info(message),
    onError,
  );
  await leadership.start();
  return leadership;
}

/**
 * Starts what runs beside the HTTP server, on one process only (the leader): Our Casino's table
 * clocks, the binary sessions' and matka draws' ticks, the auto cash out, scheduled backups, and the demo world (SIMULATOR on) as the price feed. Every process serves requests;
 * when the leader dies another takes the work over from the database. With several processes on
 * PostgreSQL and Redis, this process also joins the markets' owners (modules/trading/ownership):
 * it hands its shards back, drained, when the app closes. It all stops when the app closes,
 * before the database does.
 */
export async function startBackgroundServices(app: FastifyInstance): Promise<Leadership> {
  // Several processes share the markets only on PostgreSQL with Redis (their forwarding channel).
  if (app.database.dialect === 'postgres' && app.redis) {
    const stopSharing = await shareMarkets(app.trading, app.database, app.redis, (error) =>
      app.log.error({ err: error }, 'market ownership'),
    );
    app.addHook('onClose', stopSharing);
  }
  const leadership = await leadershipFor(app);
  app.leadership = leadership;
  // A feed halted on handing over may still have quotes in flight; the database waits for them.
  const halted: PriceFeed[] = [];
  app.addHook('onClose', async () => {
    await leadership.stop();
    await Promise.all(halted.map((feed) => feed.stop()));
  });
  app.casino.configure({ log: (error) => app.log.error({ err: error }, 'casino table step failed') });
  leadership.whileLeading(async () => {
    await app.casino.start();
    return () => app.casino.stop();
  });
  leadership.whileLeading(() => startGameTicks(app, [app.binary, app.matka]));
  leadership.whileLeading(() => startAutoCashOut(app, { sweepMs: app.config.AUTO_CASH_OUT_SWEEP_MS }).stop);
  const { BACKUP_EVERY, BACKUP_KEEP, BACKUP_DIR, DATA_DIR } = app.config;
  const sqlite = app.database.sqlite;
  if (BACKUP_EVERY && sqlite) {
    const backups = new ScheduledBackups({
      sqlite,
      dir: resolve(BACKUP_DIR ?? join(DATA_DIR, 'backups')),
      everyMs: BACKUP_EVERY,
      keep: BACKUP_KEEP,
      log: (message) => app.log.info(message),
    });
    // Checked each minute (at most a minute late); the clock inside decides when one is due.
    leadership.whileLeading(() => startGameTicks(app, [{ tick: async () => void (await backups.tick()) }], 60_000));
  }
  if (!app.config.SIMULATOR) return leadership;
  leadership.whileLeading(async () => {
    const funds = await MakerFunds.find(app.database);
    if (!funds) {
      app.log.warn('SIMULATOR is on but there is no market maker (demo seed off): prices stay still');
      return () => undefined;
    }
    await funds.topUp();
    const feed: PriceFeed = new SimulatorFeed({
      database: app.database,
      trading: app.trading,
      seed: app.config.SIMULATOR_SEED,
      log: app.log,
    });
    feed.start(new FeedApplier(app, funds));
    // Quotes in flight need not hold the handover up: the next leader's quotes replace the
    // maker's resting orders whatever these leave.
    return async () => {
      await feed.halt();
      halted.push(feed);
    };
  });
  return leadership;
}
