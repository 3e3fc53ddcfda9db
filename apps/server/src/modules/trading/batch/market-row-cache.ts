import type { MarketRecord, MarketRow, RunnerRow, WriteSet } from '../shared/trading-types.ts';

/**
 * Market rows with their runners, kept between batches.
 *
 * SQLite: the rows are trusted only while nothing but the batches wrote to the database. After
 * each COMMIT the executor stores a stamp of the connection (`total_changes()`, which counts
 * every write on it, and `data_version`, which moves when another connection commits), and gives
 * `begin` the stamp again when the next batch starts. A batch that finds the same stamp reads no
 * market row at all, since only its own earlier batches changed them and their bumps are applied
 * here as they are written. Any other write (a quote update, an operator's edit in the database,
 * another process) changes the stamp, and the batch reads its markets again. A batch that rolls
 * back clears the stamp.
 *
 * Both engines: runners change only with the market's `version` (removal, quotes, results), so
 * they are read again only when it moves.
 */
export class MarketRowCache {
  /** Rows trusted under `stamp`. */
  private readonly records = new Map<number, MarketRecord>();
  private readonly runners = new Map<number, { version: number; runners: RunnerRow[] }>();
  private stamp: string | null = null;

  /**
   * Before a SQLite batch, inside its transaction: the connection's stamp now. Unless the database
   * is as the last COMMIT left it, every row is forgotten and the batch reads what it needs again.
   */
  begin(stamp: string): void {
    if (stamp === this.stamp) return;
    this.records.clear();
    this.stamp = stamp;
  }

  /** The cached record (none unless `begin` was given a stamp). */
  peek(marketId: number): MarketRecord | undefined {
    return this.stamp === null ? undefined : this.records.get(marketId);
  }

  /** The cached runners of this row's version. */
  runnersFor(row: MarketRow): RunnerRow[] | undefined {
    const hit = this.runners.get(row.market_id);
    return hit && hit.version === row.version ? hit.runners : undefined;
  }

  set(record: MarketRecord): void {
    this.records.set(record.row.market_id, record);
    this.runners.set(record.row.market_id, { version: record.row.version, runners: record.runners });
  }

  /** The batch's writes: book versions follow them; rows whose fields or runners changed are read again next time. */
  wrote(w: WriteSet): void {
    for (const id of w.touchedMarkets) {
      const hit = this.records.get(id);
      // A new record: the batch's planners still hold the old one.
      if (hit) this.records.set(id, { row: { ...hit.row, book_version: hit.row.book_version + 1 }, runners: hit.runners });
    }
    for (const id of w.marketChanges.keys()) this.forget(id);
    for (const r of w.runnerChanges) this.forget(r.market_id);
  }

  /** After a COMMIT, the connection's stamp; null after a rollback (the rows may be ahead of the database). */
  committed(stamp: string | null): void {
    this.stamp = stamp;
  }

  private forget(marketId: number): void {
    this.records.delete(marketId);
    this.runners.delete(marketId);
  }
}
