import type { FastifyInstance } from 'fastify';
import { FeedApplier } from './market-maker/feed-applier.ts';
import { MakerFunds } from './market-maker/maker-funds.ts';
import type { PriceFeed } from './market-maker/price-feed.ts';
import { SimulatorFeed } from './simulator/simulator-feed.ts';

/**
 * Starts what runs beside the HTTP server: the demo world (SIMULATOR on) as the price feed.
 * It stops when the app closes, before the database does.
 */
export async function startBackgroundServices(app: FastifyInstance): Promise<void> {
  if (!app.config.SIMULATOR) return;
  const funds = await MakerFunds.find(app.database);
  if (!funds) {
    app.log.warn('SIMULATOR is on but there is no market maker (demo seed off): prices stay still');
    return;
  }
  await funds.topUp();
  const feed: PriceFeed = new SimulatorFeed({
    database: app.database,
    trading: app.trading,
    seed: app.config.SIMULATOR_SEED,
    log: app.log,
  });
  app.addHook('onClose', async () => feed.stop());
  feed.start(new FeedApplier(app, funds));
}
