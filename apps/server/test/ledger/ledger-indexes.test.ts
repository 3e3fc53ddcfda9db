import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_KINDS } from '../../src/modules/ledger/ledger-index-terms.ts';
import { DAILY_RESULT_KINDS } from '../../src/modules/ledger/result-kinds.ts';
import { settledResultSince } from '../../src/modules/ledger/settled-result.ts';
import { dailyProfitLoss } from '../../src/modules/operator-reports/daily-profit-loss.ts';
import { downlineProfitLoss } from '../../src/modules/operator-reports/downline-profit-loss.ts';
import { accountStatement } from '../../src/modules/reports/account-statement.ts';
import { profitLoss } from '../../src/modules/reports/profit-loss.ts';
import { CustomerRowCache } from '../../src/modules/trading/batch/customer-row-cache.ts';
import { MarketRowCache } from '../../src/modules/trading/batch/market-row-cache.ts';
import { createSqliteBatchIo } from '../../src/modules/trading/batch/sqlite-batch-io.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

/** The quoted kinds an index's definition names. */
const kindsIn = (definition: string) => [...definition.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]).sort();

// The ledger's two partial indexes (migration 0025) name their kinds in SQL, frozen when they were
// made: the code's lists must still be those, or reads would miss entries the index leaves out.
describe.each(testDialects())('the ledger indexes on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  async function definition(name: string): Promise<string> {
    const db = w.ctx.database.db;
    const { rows } = w.ctx.database.sqlite
      ? await sql<{ d: string }>`SELECT sql AS d FROM sqlite_schema WHERE name = ${name}`.execute(db)
      : await sql<{ d: string }>`SELECT indexdef AS d FROM pg_indexes WHERE indexname = ${name} AND schemaname = current_schema()`.execute(
          db,
        );
    return rows[0]!.d;
  }

  it('leaves exactly the bet holds out of the account index', async () => {
    expect(kindsIn(await definition('ledger_entries_account'))).toEqual([...HOLD_KINDS].sort());
  });

  it('holds exactly the daily result kinds in the daily results index', async () => {
    expect(kindsIn(await definition('ledger_entries_daily_results'))).toEqual([...DAILY_RESULT_KINDS].sort());
  });
});

// A partial index serves a query only when the query states its predicate: every read of the
// ledger by account or by result must, or it would scan the whole ledger. SQLite's plans tell.
describe('reads of the ledger by account on sqlite', () => {
  let w: MoneyWorld;
  let customer: Customer;
  let adminId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create('sqlite');
    customer = await w.customer(1000);
    const admin = await w.ctx.database.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    adminId = Number(admin.user_id);
  });
  afterAll(async () => w?.close());

  /** The query plans of every statement touching the ledger that `run` runs, with the values it ran with. */
  async function ledgerPlans(run: () => Promise<unknown> | unknown): Promise<string[][]> {
    const sqlite = w.ctx.database.sqlite!;
    const prepare = sqlite.prepare;
    const ran: { source: string; args: unknown[] }[] = [];
    sqlite.prepare = ((source: string) => {
      const statement = prepare.call(sqlite, source);
      for (const method of ['all', 'get', 'run'] as const) {
        const call = statement[method].bind(statement) as (...args: unknown[]) => unknown;
        (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
          ran.push({ source, args });
          return call(...args);
        };
      }
      return statement;
    }) as typeof sqlite.prepare;
    try {
      await run();
    } finally {
      sqlite.prepare = prepare;
    }
    return ran
      .filter(({ source }) => /\bledger_entries\b/.test(source) && !/^\s*insert/i.test(source))
      .map(({ source, args }) =>
        (
          (prepare.call(sqlite, `EXPLAIN QUERY PLAN ${source}`) as { all(...values: unknown[]): unknown[] }).all(...args) as {
            detail: string;
          }[]
        ).map((r) => r.detail),
      );
  }

  const range = () => ({ from: 0, to: Date.now() + 1 });
  const reads: [string, () => Promise<unknown> | unknown][] = [
    ['the account statement', () => accountStatement(w.ctx.database.db, customer.userId, range(), '', 1, 10)],
    ['the settled result (the games’ loss limit)', () => settledResultSince(w.ctx.database.db, customer.userId, 0)],
    ['the customer’s profit and loss', () => profitLoss(w.ctx.database.db, customer.userId, range())],
    [
      'the operator’s daily profit and loss',
      () => dailyProfitLoss(w.ctx.database.db, { rootId: adminId, rootRole: 'admin', partnershipBp: 10_000 }, range()),
    ],
    [
      'the operator’s downline profit and loss',
      () => downlineProfitLoss(w.ctx.database.db, adminId, 10_000, range(), { offset: 0, limit: 10 }),
    ],
    [
      'the bet batch’s settled results',
      () =>
        createSqliteBatchIo(
          w.ctx.database.sqlite!,
          new MarketRowCache(),
          new CustomerRowCache(),
        )({ op: 'loadResults', userIds: [customer.userId], since: 0 }),
    ],
  ];

  it.each(reads)('%s uses a ledger index', async (_, run) => {
    const plans = await ledgerPlans(run);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan.join('\n')).toMatch(/USING (COVERING )?INDEX ledger_entries_(account|daily_results)\b/);
      // A walk of a partial index visits only its entries; a walk of the table visits every hold.
      expect(plan.join('\n')).not.toMatch(/\bSCAN (ledger_entries|l)\b(?! USING)/);
    }
  });
});
