import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatementRuns } from '../helpers/count-statement-runs.ts';
import { CustomerRowCache } from '../../src/modules/trading/batch/customer-row-cache.ts';
import type { AccountRow, ExposureRow, WriteSet } from '../../src/modules/trading/shared/trading-types.ts';
import { testDialects } from '../helpers/test-app.ts';
import { OPEN_STATES } from '../helpers/open-account-states.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

const main = (userId: number, balance: number): AccountRow => ({
  account_id: userId * 10,
  user_id: userId,
  kind: 'CUSTOMER_MAIN',
  balance,
  ...OPEN_STATES,
});
const held = (userId: number, balance: number): AccountRow => ({
  account_id: userId * 10 + 1,
  user_id: userId,
  kind: 'CUSTOMER_EXPOSURE',
  balance,
  ...OPEN_STATES,
});

/** A database of accounts and exposures that records what was read from it. */
function fakeTables(accounts: AccountRow[], exposures: ExposureRow[]) {
  const reads = { users: [] as number[][], pairs: [] as (readonly [number, number])[][] };
  return {
    reads,
    accounts: (ids: readonly number[]) => {
      reads.users.push([...ids]);
      return accounts.filter((a) => ids.includes(a.user_id));
    },
    exposures: (pairs: readonly (readonly [number, number])[]) => {
      reads.pairs.push([...pairs]);
      return exposures.filter((e) => pairs.some(([u, m]) => e.user_id === u && e.market_id === m));
    },
  };
}

const writes = (accountDeltas: [number, number][], exposures: ExposureRow[] = []): WriteSet => ({
  betInserts: [],
  betUpdates: [],
  fills: [],
  ledger: [],
  accountDeltas: new Map(accountDeltas),
  exposures,
  touchedMarkets: [],
  marketChanges: new Map(),
  runnerChanges: [],
  fillReductions: [],
});

// Not a parenthesis in these names: Stryker's test filter reads them as a pattern.
describe('customer rows between SQLite batches, CustomerRowCache', () => {
  it('keeps nothing until begun: every batch reads', () => {
    const db = fakeTables([main(1, 500), held(1, 0)], []);
    const cache = new CustomerRowCache();
    expect(cache.accounts([1], db.accounts)).toEqual([main(1, 500), held(1, 0)]);
    expect(cache.accounts([1], db.accounts)).toEqual([main(1, 500), held(1, 0)]);
    cache.exposures([[1, 7]], db.exposures);
    cache.wrote(writes([[10, 5]], [{ user_id: 1, market_id: 8, exposure: 5 }]));
    cache.exposures(
      [
        [1, 7],
        [1, 8],
      ],
      db.exposures,
    );
    expect(db.reads).toEqual({
      users: [[1], [1]],
      pairs: [
        [[1, 7]],
        [
          [1, 7],
          [1, 8],
        ],
      ],
    });
  });

  it('reads each customer and pair once under one stamp, and only the ones it does not hold', () => {
    const db = fakeTables([main(1, 500), held(1, 40), main(2, 900), held(2, 0)], [{ user_id: 1, market_id: 7, exposure: 40 }]);
    const cache = new CustomerRowCache();
    cache.begin('s1');
    expect(cache.accounts([1], db.accounts)).toEqual([main(1, 500), held(1, 40)]);
    expect(cache.accounts([1, 2, 3], db.accounts)).toEqual([main(1, 500), held(1, 40), main(2, 900), held(2, 0)]);
    expect(cache.accounts([3, 2], db.accounts)).toEqual([main(2, 900), held(2, 0)]);
    expect(
      cache.exposures(
        [
          [1, 7],
          [1, 8],
        ],
        db.exposures,
      ),
    ).toEqual([{ user_id: 1, market_id: 7, exposure: 40 }]);
    // A pair without a row held nothing, so it is answered with no row, as the database answers.
    expect(
      cache.exposures(
        [
          [1, 8],
          [1, 7],
        ],
        db.exposures,
      ),
    ).toEqual([{ user_id: 1, market_id: 7, exposure: 40 }]);
    expect(db.reads).toEqual({
      users: [[1], [2, 3]],
      pairs: [
        [
          [1, 7],
          [1, 8],
        ],
      ],
    });
  });

  it('moves kept balances and exposures by what the batch wrote, and nothing else', () => {
    const db = fakeTables([main(1, 500), held(1, 40), main(2, 900), held(2, 0)], []);
    const cache = new CustomerRowCache();
    cache.begin('s1');
    cache.accounts([1, 2], db.accounts);
    cache.exposures([[1, 7]], db.exposures);
    // House account 3 is not a customer's: its delta is not kept anywhere.
    cache.wrote(
      writes(
        [
          [10, -25],
          [11, 25],
          [3, 99],
        ],
        [{ user_id: 1, market_id: 7, exposure: 25 }],
      ),
    );
    cache.committed('s2');
    cache.begin('s2');
    expect(cache.accounts([1, 2], db.accounts)).toEqual([main(1, 475), held(1, 65), main(2, 900), held(2, 0)]);
    expect(cache.exposures([[1, 7]], db.exposures)).toEqual([{ user_id: 1, market_id: 7, exposure: 25 }]);
    expect(db.reads.users).toHaveLength(1);
    expect(db.reads.pairs).toHaveLength(1);
  });

  it('forgets everything when the stamp moved or the batch rolled back', () => {
    const db = fakeTables([main(1, 500), held(1, 0)], [{ user_id: 1, market_id: 7, exposure: 10 }]);
    const cache = new CustomerRowCache();
    cache.begin('s1');
    cache.accounts([1], db.accounts);
    cache.exposures([[1, 7]], db.exposures);
    cache.committed('s2');
    // Another write came between the commit and the next batch: its stamp is not the commit's.
    cache.begin('s3');
    cache.accounts([1], db.accounts);
    cache.exposures([[1, 7]], db.exposures);
    expect(db.reads.users).toHaveLength(2);
    expect(db.reads.pairs).toHaveLength(2);
    // Rolled back after writing: even the same stamp as before is not trusted.
    cache.wrote(writes([[10, -300]], [{ user_id: 1, market_id: 7, exposure: 310 }]));
    cache.committed(null);
    cache.begin('s3');
    expect(cache.accounts([1], db.accounts)).toEqual([main(1, 500), held(1, 0)]);
    expect(cache.exposures([[1, 7]], db.exposures)).toEqual([{ user_id: 1, market_id: 7, exposure: 10 }]);
    expect(db.reads.users).toHaveLength(3);
    expect(db.reads.pairs).toHaveLength(3);
  });

  it('starts again past its bound of 100,000 pairs, so a long quiet spell cannot grow it without end', () => {
    const db = fakeTables([main(1, 500), held(1, 0)], []);
    const cache = new CustomerRowCache();
    cache.begin('s1');
    cache.accounts([1], db.accounts);
    const pairs = (from: number, n: number) =>
      Array.from({ length: n }, (_, i): ExposureRow => ({ user_id: 1, market_id: from + i, exposure: 1 }));
    cache.wrote(writes([], pairs(1, 100_000)));
    cache.accounts([1], db.accounts);
    expect(db.reads.users).toHaveLength(1);
    cache.wrote(writes([], pairs(100_001, 1)));
    cache.accounts([1], db.accounts);
    expect(db.reads.users).toHaveLength(2);
  });

  it('starts again past its bound of 100,000 customers', () => {
    const db = fakeTables([main(1, 500), held(1, 0)], []);
    const cache = new CustomerRowCache();
    cache.begin('s1');
    cache.accounts(
      Array.from({ length: 100_000 }, (_, i) => i + 1),
      db.accounts,
    );
    cache.wrote(writes([]));
    cache.accounts([1], db.accounts);
    expect(db.reads.users).toHaveLength(1);
    cache.accounts([100_001], db.accounts);
    cache.wrote(writes([]));
    cache.accounts([1], db.accounts);
    expect(db.reads.users).toHaveLength(3);
  });
});

// What the cache is for, and what it must never do: a customer's next bet reads no account, and
// money moved outside the batch (an operator's debit) is seen by the very next bet.
describe.each(testDialects())('a customer’s balance between batches on %s', (dialect) => {
  let w: MoneyWorld;
  let c: Customer;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
    c = await w.customer(100);
  });
  afterAll(async () => w?.close());

  it('judges the next bet on a debit made outside the batch', async () => {
    const a = await w.market(matchId, ['A', 'B']);
    const b = await w.market(matchId, ['A', 'B']);
    expect(await w.bet(c, matchId, a.marketId, a.sel[0]!, true, 2, 10)).toMatchObject({ status: true });
    const reads = w.ctx.database.sqlite
      ? countStatementRuns(w.ctx.database.sqlite.prepare('SELECT 1'), /FROM (accounts|market_exposures) WHERE/)
      : null;
    try {
      expect(await w.bet(c, matchId, a.marketId, a.sel[0]!, true, 2, 10)).toMatchObject({ status: true });
      // Only the batches wrote since the last bet: nothing of the customer is read again.
      if (reads) expect(reads.count).toBe(0);
      await w.admin('admin/wallet/debit', { user_id: c.userId, amount: 75, remark: 'outside the batch' });
      expect(await w.bet(c, matchId, b.marketId, b.sel[0]!, true, 2, 10)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
      if (reads) expect(reads.count).toBeGreaterThan(0);
      expect(await w.bet(c, matchId, b.marketId, b.sel[0]!, true, 2, 5)).toMatchObject({ status: true });
    } finally {
      reads?.stop();
    }
    expect(await w.balance(c)).toMatchObject({ available_balance: 0, liability: -25 });
    await w.expectAuditClean();
  });
});
