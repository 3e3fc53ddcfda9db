import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { FeedApplier } from './market-maker/feed-applier.ts';
import { MakerFunds } from './market-maker/maker-funds.ts';
import type { PriceFeed } from './market-maker/price-feed.ts';
import { AdvisoryLockLeadership, SoloLeadership, type Leadership } from './scheduling/leadership.ts';
import { SimulatorFeed } from './simulator/simulator-feed.ts';
import { startGameTicks } from './modules/binary/game-ticker.ts';
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
 * clocks, the binary sessions' and matka draws' ticks, the auto cash out, and the demo world (SIMULATOR on) as the price feed. Every process serves requests;
 * when the leader dies another takes the work over from the database. It all stops when the app
 * closes, before the database does.
 */
export async function startBackgroundServices(app: FastifyInstance): Promise<Leadership> {
  const leadership = await leadershipFor(app);
  app.leadership = leadership;
  app.addHook('onClose', async () => leadership.stop());
  app.casino.configure({ log: (error) => app.log.error({ err: error }, 'casino table step failed') });
  leadership.whileLeading(async () => {
    await app.casino.start();
    return () => app.casino.stop();
  });
  leadership.whileLeading(() => startGameTicks(app, [app.binary, app.matka]));
  leadership.whileLeading(() => startAutoCashOut(app, { sweepMs: app.config.AUTO_CASH_OUT_SWEEP_MS }).stop);
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
    return () => feed.stop();
  });
  return leadership;
}
