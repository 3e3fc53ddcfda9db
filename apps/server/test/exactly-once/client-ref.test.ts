import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetsTable } from '../../src/modules/money-tables.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { testDialects } from '../helpers/test-app.ts';
import { sendBet } from './once-helpers.ts';

/** A bet row without its id: the database numbers it (SQLite rowid, PostgreSQL's sequence). */
function withoutId(row: BetsTable): BetsTable {
  const { bet_id: _id, ...rest } = row;
  return rest as BetsTable;
}

describe.each(testDialects())('client_ref is unique per customer on %s', (dialect) => {
  let w: MoneyWorld;
  let c: Customer;
  let market: { matchId: number; marketId: number; sel: number[] };
  const bet = (ref: string, stack = 10) => ({
    match_id: market.matchId,
    market_id: market.marketId,
    selection_id: market.sel[0],
    is_back: true,
    odds: 2,
    stack,
    client_ref: ref,
  });

  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    const matchId = await w.match();
    market = { matchId, ...(await w.market(matchId, ['A', 'B'])) };
    c = await w.customer(1000);
  });
  afterAll(async () => w?.close());

  /** A copy of a stored bet row, changed by `patch`, inserted by hand. */
  const insertCopy = async (betId: number, patch: Partial<BetsTable>) => {
    const row = await w.ctx.database.db.selectFrom('bets').selectAll().where('bet_id', '=', betId).executeTakeFirstOrThrow();
    return w.ctx.database.db
      .insertInto('bets')
      .values(withoutId({ ...row, ...patch }))
      .execute();
  };

  it('refuses a direct SQL insert of a duplicate client_ref for the same customer', async () => {
    const placed = await sendBet(w, c, bet('direct-1'));
    expect(placed).toMatchObject({ status: true });
    await expect(insertCopy(placed.data.bet_id, {})).rejects.toThrow(/unique|duplicate/i);
    // The same key from another customer, and any number of bets without a key, are fine.
    const other = await w.customer(10);
    await insertCopy(placed.data.bet_id, { user_id: other.userId });
    await insertCopy(placed.data.bet_id, { client_ref: null });
    await insertCopy(placed.data.bet_id, { client_ref: null });
    const count = await w.ctx.database.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', c.userId)
      .where('client_ref', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    // The forged rows hold no exposure: take them out so the audits of the later tests stay meaningful.
    await w.ctx.database.db.deleteFrom('bets').where('bet_id', '>', placed.data.bet_id).execute();
  });

  it('keeps only keyed bets in the unique index, led by the key, and finds a customer key through it', async () => {
    const db = w.ctx.database.db;
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'bets_client_ref_user'`.execute(db);
      expect(rows[0]!.sql).toMatch(/WHERE\s+"?client_ref"?\s+is not null/i);
      // The key leads: the web app's time-ordered keys of one batch land on one leaf page (migration 0030).
      expect(rows[0]!.sql).toMatch(/\("client_ref", "user_id"\)/);
      // The batch's look-up of its keys (sqlite-batch-io.ts) is answered from the partial index.
      const plan = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN SELECT * FROM bets WHERE client_ref IS NOT NULL AND (user_id, client_ref) IN (VALUES (${c.userId}, ${'x'}), (${c.userId}, ${'y'}))`.execute(
        db,
      );
      expect(plan.rows.map((r) => r.detail).join(' ')).toContain('bets_client_ref_user');
    } else {
      const { rows } = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes
        WHERE indexname = 'bets_client_ref_user' AND schemaname = current_schema()`.execute(db);
      expect(rows[0]!.indexdef).toMatch(/UNIQUE INDEX .*\(client_ref, user_id\) WHERE \(client_ref IS NOT NULL\)/);
    }
  });

  it('answers the first bet for a repeated client_ref however long ago it was placed, and places nothing new', async () => {
    const first = await sendBet(w, c, bet('old-ref', 10));
    // Two hours ago: past the 60 s window the server used to have.
    await sql`UPDATE bets SET placed_at = placed_at - 7200000 WHERE bet_id = ${first.data.bet_id}`.execute(w.ctx.database.db);
    const before = await w.balance(c);
    const repeat = await sendBet(w, c, bet('old-ref', 25));
    expect(repeat).toMatchObject({ http: 200, status: true, data: { bet_id: first.data.bet_id, remaining_stack: 10 } });
    expect(await w.balance(c)).toEqual(before);
    const rows = await w.ctx.database.db
      .selectFrom('bets')
      .select('bet_id')
      .where('user_id', '=', c.userId)
      .where('client_ref', '=', 'old-ref')
      .execute();
    expect(rows).toEqual([{ bet_id: first.data.bet_id }]);
  });

  it('places a double click (two identical requests at once) once and answers both with that bet', async () => {
    const [a, b] = await Promise.all([sendBet(w, c, bet('double')), sendBet(w, c, bet('double'))]);
    expect(a).toMatchObject({ status: true });
    expect(b).toMatchObject({ status: true, data: { bet_id: a.data.bet_id } });
    const rows = await w.ctx.database.db.selectFrom('bets').select(['bet_id', 'ip']).where('client_ref', '=', 'double').execute();
    // The address the bet came from is kept with it (the operator's risk views show it).
    expect(rows).toEqual([{ bet_id: a.data.bet_id, ip: '127.0.0.1' }]);
    await w.expectAuditClean();
  });
});

describe.each(testDialects())('the exactly-once migration on an existing %s database', (dialect) => {
  it('keeps the first bet of a repeated client_ref, clears the key on later ones, then makes the key unique', async () => {
    const w = await MoneyWorld.create(dialect);
    try {
      const db = w.ctx.database.db;
      const matchId = await w.match();
      const { marketId, sel } = await w.market(matchId, ['A', 'B']);
      const c = await w.customer(100);
      const first = await sendBet(w, c, {
        match_id: matchId,
        market_id: marketId,
        selection_id: sel[0],
        is_back: true,
        odds: 2,
        stack: 10,
        client_ref: 'legacy',
      });
      // The database as it was before: no unique key, no marker table, and a repeat stored twice.
      await sql`DROP INDEX bets_client_ref_user`.execute(db);
      await db.schema.dropTable('batch_commits').execute();
      await db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '0007-exactly-once' as never)
        .execute();
      const row = withoutId(await db.selectFrom('bets').selectAll().where('bet_id', '=', first.data.bet_id).executeTakeFirstOrThrow());
      await db.insertInto('bets').values([row, row]).execute();
      await migrateToLatest(w.ctx.database);
      const rows = await db.selectFrom('bets').select(['bet_id', 'client_ref']).where('user_id', '=', c.userId).orderBy('bet_id').execute();
      expect(rows.map((r) => r.client_ref)).toEqual(['legacy', null, null]);
      expect(rows[0]!.bet_id).toBe(first.data.bet_id);
      await expect(db.insertInto('bets').values(row).execute()).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await w.close();
    }
  });
});
