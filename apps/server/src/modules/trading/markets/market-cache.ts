import type { Market } from '@bx/exchange';

interface CachedMarket {
  engine: Market;
  bookVersion: number;
  /** Everyone with a bet in the market: the accounts a PostgreSQL batch locks up front. */
  users: Set<number>;
}

/**
 * In-memory engines of open exchange markets. The database is the truth: an entry whose
 * book_version differs from the row's is rebuilt; an entry of a failed batch is dropped.
 */
export class MarketCache {
  private readonly markets = new Map<number, CachedMarket>();
  /** Books rebuilt from the database by a batch (another process wrote, a batch failed, first use): /metrics. */
  rebuilds = 0;

  get(marketId: number, bookVersion: number): CachedMarket | null {
    const hit = this.markets.get(marketId);
    return hit && hit.bookVersion === bookVersion ? hit : null;
  }

  /** The cached entry whatever its version (for display only). */
  peek(marketId: number): CachedMarket | null {
    return this.markets.get(marketId) ?? null;
  }

  set(marketId: number, entry: CachedMarket): void {
    this.markets.set(marketId, entry);
  }

  drop(marketId: number): void {
    this.markets.delete(marketId);
  }
}
