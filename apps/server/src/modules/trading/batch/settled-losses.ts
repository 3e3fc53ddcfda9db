import { DAY_MS } from '@bx/contract';
import type { ResultRow } from '../shared/trading-types.ts';

/** One customer's sport results (paise, signed) booked on MAIN since `since`, oldest first. */
interface Window {
  since: number;
  results: { at: number; amount: number }[];
}

/**
 * Each customer's net sport result of the rolling 24 hours, held in memory so the daily loss
 * limit is checked inside the batch without a read per bet. A customer is loaded from the
 * ledger on first use (in a batch, after their accounts are locked); from then on every
 * committed settlement, void and rollback of this process is recorded here as it commits.
 * Only results move it (SETTLEMENT, COMMISSION and their rollbacks), and only batches write them.
 */
export class SettledLosses {
  private readonly byUser = new Map<number, Window>();

  /** Whether the customer's results from `now` - 24 hours on are here. */
  knows(userId: number, now: number): boolean {
    const w = this.byUser.get(userId);
    return w !== undefined && w.since <= now - DAY_MS;
  }

  /** Sets what the ledger holds for these customers since `since` (rows of other customers ignored). */
  load(userIds: readonly number[], since: number, rows: readonly ResultRow[]): void {
    const loaded = new Map(userIds.map((u): [number, Window] => [u, { since, results: [] }]));
    for (const r of rows) loaded.get(r.user_id)?.results.push({ at: r.created_at, amount: r.amount });
    for (const [userId, w] of loaded) {
      w.results.sort((a, b) => a.at - b.at);
      this.byUser.set(userId, w);
    }
  }

  /** A committed result; a customer not loaded reads it from the ledger when first needed. */
  record(userId: number, at: number, amount: number): void {
    const w = this.byUser.get(userId);
    if (!w) return;
    w.results.push({ at, amount });
    // Batches commit in time order; a clock stepping back keeps the list sorted anyway.
    // Stryker disable next-line EqualityOperator: swapping results of the same instant changes no sum.
    for (let i = w.results.length - 1; i > 0 && w.results[i - 1]!.at > at; i--) {
      [w.results[i - 1], w.results[i]] = [w.results[i]!, w.results[i - 1]!];
    }
  }

  /** Forgets customers whose results may have changed unseen (a PostgreSQL COMMIT whose answer was lost). */
  forget(userIds: Iterable<number>): void {
    for (const u of userIds) this.byUser.delete(u);
  }

  /**
   * The customer's net loss (paise, >= 0; a net win counts as 0) settled in the 24 hours before
   * `now`. Results older than that are dropped for good: the window only moves forward.
   */
  lossOf(userId: number, now: number): number {
    const w = this.byUser.get(userId);
    const from = now - DAY_MS;
    if (!w || w.since > from) throw new Error(`settled results of user ${userId} not loaded`);
    let stale = 0;
    while (stale < w.results.length && w.results[stale]!.at < from) stale++;
    if (stale > 0) {
      w.results.splice(0, stale);
      w.since = from;
    }
    let net = 0;
    for (const r of w.results) net += r.amount;
    return Math.max(0, -net);
  }
}
