import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/create-database.ts';
import { migrationsFor } from '../src/db/migrations/index.ts';
import { lockCustomer } from '../src/modules/payments/payments-wallet.ts';
import type { Database } from '../src/db/schema.ts';
import { customerMainAccount } from './helpers/customer-main-account.ts';
import { createTestApp, testDialects, type TestContext } from './helpers/test-app.ts';

/** Runs `statement` in a transaction that is always rolled back: the database's verdict, and nothing kept. */
async function verdict(db: Kysely<Database>, statement: RawBuilder<unknown>): Promise<string> {
  const undo = new Error('undo');
  try {
    await db.transaction().execute(async (trx) => {
      await statement.execute(trx);
      throw undo;
    });
  } catch (error) {
    return error === undo ? 'accepted' : String((error as Error).message);
  }
  return 'accepted';
}

const FOREIGN_KEY = /FOREIGN KEY constraint failed|violates foreign key constraint/;
const checkFailed = (name: string) => new RegExp(`CHECK constraint failed: ${name}\\b|violates check constraint "${name}"`);

describe.each(testDialects())('the database defends the money itself (%s)', (dialect) => {
  let ctx: TestContext;
  let db: Kysely<Database>;
  let userId: number;
  let marketId: number;
  let mainAccount: number;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    db = ctx.database.db;
    userId = (await db.selectFrom('users').select('user_id').where('user_name', '=', 'demo').executeTakeFirstOrThrow()).user_id;
    marketId = (await db.selectFrom('markets').select('market_id').orderBy('market_id').executeTakeFirstOrThrow()).market_id;
    mainAccount = (await customerMainAccount(db, userId)).accountId;
  });
  afterAll(async () => ctx?.close());

  const bet = (o: { market?: number; user?: number; price?: number; line?: number | null; stake?: number; matched?: number }) => sql`
    INSERT INTO bets (user_id, market_id, match_id, selection_id, side, price, line, stake, matched, remaining, time_in_force, persistence, status, placed_at, updated_at)
    VALUES (${o.user ?? userId}, ${o.market ?? marketId}, 1, 1, 'BACK', ${o.price ?? 250}, ${o.line ?? null}, ${o.stake ?? 1000}, ${o.matched ?? 0}, ${o.stake ?? 1000},
      'LIMIT', 'LAPSE', 'EXECUTABLE', 1, 1)`;
  const entry = (account: number, amount: number) => sql`
    INSERT INTO ledger_entries (txn_id, account_id, amount, kind, created_at) VALUES ('t', ${account}, ${amount}, 'TEST', 1)`;
  const exposure = (market: number, amount: number) =>
    sql`INSERT INTO market_exposures (user_id, market_id, exposure) VALUES (${userId}, ${market}, ${amount})`;

  it('A direct SQL insert of a negative exposure, a zero-amount entry, a zero stake, odds of 1.00 and a bet on a missing market is refused by the database', async () => {
    const missingMarket = 987_654;
    const held = db.selectFrom('market_exposures').select('market_id').where('user_id', '=', userId);
    const unheld = (await db.selectFrom('markets').select('market_id').where('market_id', 'not in', held).executeTakeFirstOrThrow())
      .market_id;
    // The same rows with sound values are accepted, so each refusal is the value's, not the statement's.
    expect(await verdict(db, exposure(unheld, 500))).toBe('accepted');
    expect(await verdict(db, exposure(unheld, -1))).toMatch(checkFailed('market_exposures_exposure_not_negative'));
    expect(await verdict(db, exposure(missingMarket, 500))).toMatch(FOREIGN_KEY);

    expect(await verdict(db, entry(mainAccount, 1))).toBe('accepted');
    expect(await verdict(db, entry(mainAccount, 0))).toMatch(checkFailed('ledger_entries_amount'));

    expect(await verdict(db, bet({}))).toBe('accepted');
    expect(await verdict(db, bet({ stake: 0 }))).toMatch(checkFailed('bets_stake'));
    expect(await verdict(db, bet({ price: 101 }))).toBe('accepted');
    expect(await verdict(db, bet({ price: 100 }))).toMatch(checkFailed('bets_odds'));
    expect(await verdict(db, bet({ market: missingMarket }))).toMatch(FOREIGN_KEY);
  });

  it('refuses a fancy rate of 0 but takes a fancy rate below 100 (a rate per 100, not odds) when the bet has its line', async () => {
    expect(await verdict(db, bet({ price: 90, line: 45 }))).toBe('accepted');
    expect(await verdict(db, bet({ price: 0, line: 45 }))).toMatch(checkFailed('bets_price'));
  });

  it('refuses negative matched or remaining amounts, a bet of a missing customer and a fill of a missing bet', async () => {
    expect(await verdict(db, bet({ matched: -1 }))).toMatch(checkFailed('bets_matched_not_negative'));
    expect(await verdict(db, bet({ user: 987_654 }))).toMatch(FOREIGN_KEY);
    expect(
      await verdict(
        db,
        sql`INSERT INTO bet_fills (market_id, maker_bet_id, taker_bet_id, selection_id, price, size, created_at)
      VALUES (${marketId}, 987654, 987655, 1, 250, 100, 1)`,
      ),
    ).toMatch(FOREIGN_KEY);
  });

  it('refuses a ledger entry of a missing account, an unknown account kind, a customer account without its customer and a negative held exposure', async () => {
    expect(await verdict(db, entry(987_654, 100))).toMatch(FOREIGN_KEY);
    expect(await verdict(db, sql`INSERT INTO accounts (user_id, kind, balance) VALUES (NULL, 'BONUS', 0)`)).toMatch(
      checkFailed('accounts_kind'),
    );
    expect(await verdict(db, sql`INSERT INTO accounts (user_id, kind, balance) VALUES (NULL, 'CUSTOMER_MAIN', 0)`)).toMatch(
      checkFailed('accounts_owner'),
    );
    expect(await verdict(db, sql`UPDATE accounts SET balance = -1 WHERE user_id = ${userId} AND kind = 'CUSTOMER_EXPOSURE'`)).toMatch(
      checkFailed('accounts_exposure_not_negative'),
    );
    // A customer's MAIN may go below zero (a rollback after the winnings were spent): money owed, not a broken row.
    expect(await verdict(db, sql`UPDATE accounts SET balance = -1 WHERE account_id = ${mainAccount}`)).toBe('accepted');
  });

  it.runIf(dialect === 'postgres')(
    "lets a batch holding a customer's accounts write the customer's bets while a payment waits for those accounts (no deadlock through the foreign keys)",
    async () => {
      const batch = await ctx.database.pool!.connect();
      try {
        await batch.query('BEGIN');
        await batch.query('SELECT account_id FROM accounts WHERE user_id = $1 ORDER BY account_id FOR UPDATE', [userId]);
        // The payment locks the user's row, then waits for the accounts the batch holds.
        const payment = db
          .transaction()
          .execute((trx) => lockCustomer(trx, 'postgres', userId))
          .then(
            () => 'done',
            (e: Error) => e.message,
          );
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The bet's foreign key to users takes KEY SHARE on that row: it must not wait for the payment.
        const insert = bet({}).compile(db);
        const inserted = await batch.query(insert.sql, [...insert.parameters]).then(
          () => 'inserted',
          (e: Error) => e.message,
        );
        await batch.query('ROLLBACK');
        expect(inserted).toBe('inserted');
        expect(await payment).toBe('done');
      } finally {
        batch.release();
      }
    },
  );

  it.runIf(dialect === 'sqlite')('keeps foreign keys switched on for the app connection after the migration', () => {
    expect(ctx.database.sqlite!.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});

describe.each(testDialects())('adding the constraints to a database in use (%s)', (dialect) => {
  async function databaseAt(migration: string) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bx-constraints-'));
    const pgSchema = `t_${randomBytes(6).toString('hex')}`;
    const database = await createDatabase(
      dialect === 'postgres' ? { databaseUrl: process.env.TEST_DATABASE_URL, dataDir, pgSchema } : { dataDir },
    );
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrationsFor(dialect) },
      ...(dialect === 'postgres' ? { migrationTableSchema: pgSchema } : {}),
    });
    const to = async (name: string) => {
      const { error } = name === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
      if (error) throw error;
    };
    await to(migration);
    const close = async () => {
      if (dialect === 'postgres') await database.pool?.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { db: database.db, to, close };
  }

  /** A customer with accounts, a market, two bets matched against each other, their fill, ledger rows and held exposure. */
  async function fillWithMoney(db: Kysely<Database>) {
    await sql`INSERT INTO users (user_name, user_name_key, name, password_hash, role, created_at) VALUES ('c', 'c', 'C', 'x', 'customer', 1)`.execute(
      db,
    );
    await sql`INSERT INTO accounts (user_id, kind, balance) VALUES (1, 'CUSTOMER_MAIN', 9000), (1, 'CUSTOMER_EXPOSURE', 1000)`.execute(db);
    await sql`INSERT INTO markets (match_id, name, market_type, status, min_stake, max_stake, commission_bp, created_at) VALUES (1, 'M', 'MATCH_ODDS', 'OPEN', 100, 100000, 500, 1)`.execute(
      db,
    );
    await sql`INSERT INTO market_runners (market_id, selection_id, name, sort_order, status) VALUES (1, 101, 'A', 0, 'ACTIVE')`.execute(db);
    for (let i = 0; i < 3; i++) {
      await sql`INSERT INTO bets (user_id, market_id, match_id, selection_id, side, price, stake, matched, remaining, time_in_force, persistence, status, placed_at, updated_at)
        VALUES (1, 1, 1, 101, 'BACK', 250, 1000, 1000, 0, 'LIMIT', 'LAPSE', 'EXECUTION_COMPLETE', 1, 1)`.execute(db);
    }
    await sql`DELETE FROM bets WHERE bet_id = 3`.execute(db);
    await sql`INSERT INTO bet_fills (market_id, maker_bet_id, taker_bet_id, selection_id, price, size, created_at) VALUES (1, 1, 2, 101, 250, 1000, 1)`.execute(
      db,
    );
    await sql`INSERT INTO ledger_entries (txn_id, account_id, amount, kind, created_at) VALUES ('t', 4, -1000, 'BET_EXPOSURE', 1), ('t', 5, 1000, 'BET_EXPOSURE', 1)`.execute(
      db,
    );
    await sql`INSERT INTO market_exposures (user_id, market_id, exposure) VALUES (1, 1, 1000)`.execute(db);
  }

  const count = async (
    db: Kysely<Database>,
    table: 'accounts' | 'bets' | 'bet_fills' | 'ledger_entries' | 'market_exposures' | 'market_runners',
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('keeps every row and never hands out a used bet id again', async () => {
    const { db, to, close } = await databaseAt('0004-payments');
    try {
      await fillWithMoney(db);
      await to('latest');
      expect(await count(db, 'accounts')).toBe(5);
      expect(await count(db, 'bets')).toBe(2);
      expect(await count(db, 'bet_fills')).toBe(1);
      expect(await count(db, 'ledger_entries')).toBe(2);
      expect(await count(db, 'market_exposures')).toBe(1);
      expect(await count(db, 'market_runners')).toBe(1);
      const next = await db
        .insertInto('bets')
        .values({
          user_id: 1,
          market_id: 1,
          match_id: 1,
          selection_id: 101,
          side: 'BACK',
          price: 250,
          line: null,
          stake: 100,
          matched: 0,
          remaining: 100,
          cancelled: 0,
          lapsed: 0,
          voided: 0,
          matched_profit: 0,
          time_in_force: 'LIMIT',
          persistence: 'LAPSE',
          status: 'EXECUTABLE',
          lapse_reason: null,
          outcome: null,
          pnl: null,
          client_ref: null,
          placed_at: 2,
          updated_at: 2,
        } as never)
        .returning('bet_id')
        .executeTakeFirstOrThrow();
      expect(Number(next.bet_id)).toBe(4);
    } finally {
      await close();
    }
  });

  it('refuses to migrate a database holding a row that breaks a rule, rather than keep it silently', async () => {
    const { db, to, close } = await databaseAt('0004-payments');
    try {
      await fillWithMoney(db);
      await sql`INSERT INTO ledger_entries (txn_id, account_id, amount, kind, created_at) VALUES ('z', 4, 0, 'BET_EXPOSURE', 1)`.execute(
        db,
      );
      await expect(to('latest')).rejects.toThrow(/ledger_entries_amount/);
      expect(await count(db, 'ledger_entries')).toBe(3);
    } finally {
      await close();
    }
  });
});
