import type { AccountRow, ExposureRow, WriteSet } from '../shared/trading-types.ts';

/** Past this many customers or (customer, market) pairs the cache starts again, so a long quiet spell cannot grow it without end. */
const MOST_ENTRIES = 100_000;

// A declaration, not a module-level arrow: Stryker skips the mutants of module-level code.
function pairKey(userId: number, marketId: number): string {
  return `${userId}:${marketId}`;
}

/**
 * Customers' MAIN and EXPOSURE accounts and the exposure they hold on each market, kept between
 * SQLite batches under MarketRowCache's rule: trusted only while nothing but the batches wrote
 * since the last COMMIT. The executor gives `begin` the connection's stamp before each batch and
 * `committed` the stamp after its COMMIT (null after a rollback); a stamp that moved means some
 * other write (a deposit, a casino round, another process) may have changed a balance, and every
 * row is forgotten. The batch's own writes are applied as they are written: each account's delta,
 * each exposure's new value. So every balance handed out is what the database holds at that
 * moment; what is not known is read.
 *
 * A cache that was never begun (an I/O built outside the executor) keeps nothing. The rows are
 * asked for only between `begin` and `committed`, that is inside a batch.
 */
export class CustomerRowCache {
  /** Each customer's accounts as read (none: the customer has no accounts yet). */
  private readonly accountsByUser = new Map<number, AccountRow[]>();
  private readonly ownerOfAccount = new Map<number, number>();
  /** Held exposure per (customer, market); 0 where the database has no row. */
  private readonly held = new Map<string, number>();
  private stamp: string | null = null;

  /** Before a batch: the connection's stamp now. Rows kept under another stamp are forgotten. */
  begin(stamp: string): void {
    if (stamp === this.stamp) return;
    this.forgetAll();
    this.stamp = stamp;
  }

  /** After a COMMIT, the connection's new stamp; null after a rollback (the rows may be ahead of the database). */
  committed(stamp: string | null): void {
    this.stamp = stamp;
  }

  /** The accounts of `userIds`: the kept ones, and the rest from `read` (kept from now on). */
  accounts(userIds: readonly number[], read: (userIds: readonly number[]) => AccountRow[]): AccountRow[] {
    const out: AccountRow[] = [];
    const missing: number[] = [];
    for (const id of userIds) {
      const kept = this.accountsByUser.get(id);
      if (kept) out.push(...kept);
      else missing.push(id);
    }
    if (missing.length === 0) return out;
    const rows = read(missing);
    if (this.stamp !== null) {
      for (const id of missing) this.accountsByUser.set(id, []);
      for (const row of rows) {
        this.accountsByUser.get(row.user_id)!.push(row);
        this.ownerOfAccount.set(row.account_id, row.user_id);
      }
    }
    out.push(...rows);
    return out;
  }

  /** The held exposure of `pairs` (a pair without a row held nothing): the kept ones, and the rest from `read`. */
  exposures(
    pairs: readonly (readonly [number, number])[],
    read: (pairs: readonly (readonly [number, number])[]) => ExposureRow[],
  ): ExposureRow[] {
    const out: ExposureRow[] = [];
    const missing: (readonly [number, number])[] = [];
    for (const pair of pairs) {
      const kept = this.held.get(pairKey(...pair));
      if (kept === undefined) missing.push(pair);
      else if (kept !== 0) out.push({ user_id: pair[0], market_id: pair[1], exposure: kept });
    }
    if (missing.length === 0) return out;
    const rows = read(missing);
    if (this.stamp !== null) {
      for (const pair of missing) this.held.set(pairKey(...pair), 0);
      for (const row of rows) this.held.set(pairKey(row.user_id, row.market_id), row.exposure);
    }
    out.push(...rows);
    return out;
  }

  /** The batch's writes, as they reach the database: balances move by their deltas, exposures take their new values. */
  wrote(w: WriteSet): void {
    if (this.stamp === null) return;
    for (const [accountId, delta] of w.accountDeltas) {
      const owner = this.ownerOfAccount.get(accountId);
      if (owner === undefined) continue;
      const rows = this.accountsByUser.get(owner)!;
      const at = rows.findIndex((row) => row.account_id === accountId);
      rows[at] = { ...rows[at]!, balance: rows[at]!.balance + delta };
    }
    for (const e of w.exposures) this.held.set(pairKey(e.user_id, e.market_id), e.exposure);
    if (this.accountsByUser.size > MOST_ENTRIES || this.held.size > MOST_ENTRIES) this.forgetAll();
  }

  private forgetAll(): void {
    this.accountsByUser.clear();
    this.ownerOfAccount.clear();
    this.held.clear();
  }
}
