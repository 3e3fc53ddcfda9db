import { Gauge, type Registry } from 'prom-client';
import { scrapedCounter } from '../../../http/scraped-counter.ts';
import type { OwnershipFigures } from './market-router.ts';

/**
 * Who holds the markets' books (modules/trading/ownership): the shards this process owns, the
 * commands it forwarded to owners and ran for other processes, and the books its batches rebuilt
 * from the database (none in steady state: only the first batch of a market, or after a takeover).
 */
export function registerOwnershipMetrics(registry: Registry, figures: () => OwnershipFigures & { rebuilds: number }): void {
  new Gauge({
    name: 'market_shards_owned',
    help: 'Shards of the markets (market id mod the shard count) whose books this process owns',
    registers: [registry],
    collect() {
      this.set(figures().shardsOwned);
    },
  });
  scrapedCounter(
    registry,
    'commands_forwarded_total',
    'Trading commands forwarded to the owner of their market (out) and run here for another process (in)',
    ['direction'],
    (c) => {
      const f = figures();
      c.inc({ direction: 'out' }, f.forwardedOut);
      c.inc({ direction: 'in' }, f.forwardedIn);
    },
  );
  scrapedCounter(
    registry,
    'market_batches_fenced_total',
    'Batches refused by their fence: a shard of theirs had been taken by another process',
    [],
    (c) => c.inc(figures().fenced),
  );
  scrapedCounter(
    registry,
    'engine_rebuilds_total',
    "Books a batch rebuilt from the database (first use, another process's write, a failed batch)",
    [],
    (c) => c.inc(figures().rebuilds),
  );
}
