import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

/** Another connection to the same SQLite file: checkpoints without pause, and bumps a market's version (a second writer). */
function otherConnection(file: string, marketId: number, ms: number): Worker {
  return new Worker(
    `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const bump = db.prepare('UPDATE markets SET version = version + 1 WHERE market_id = ?');
for (let i = 0, end = Date.now() + workerData.ms; Date.now() < end; i++) {
  try { if (i % 2) db.pragma('wal_checkpoint(PASSIVE)'); else bump.run(workerData.marketId); } catch { /* busy: next round */ }
}
`,
    { eval: true, workerData: { file, marketId, ms, driver: createRequire(import.meta.url).resolve('better-sqlite3') } },
  );
}

describe.each(testDialects())('placing bets under load on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  it(
    'places 500 bets from 20 customers while quotes, wallets, markets and checkpoints change, none TRY_AGAIN',
    { timeout: 60_000 },
    async () => {
      const errors: unknown[] = [];
      w.ctx.services.trading.logTo((e) => errors.push(e));
      const matchId = await w.match();
      const book = await w.admin('admin/market/create', {
        match_id: matchId,
        name: 'Bookmaker',
        market_type: 'BOOKMAKER',
        runners: [
          { name: 'A', back_rate: 45, lay_rate: 50 },
          { name: 'B', back_rate: 120, lay_rate: 125 },
        ],
      });
      const [a, b] = book.runners.map((r: { selection_id: number }) => r.selection_id as number) as [number, number];
      const fancyId = (
        await w.admin('admin/fancy/create', {
          match_id: matchId,
          name: 'F',
          fancy_type: 'SESSION',
          session_value_yes: 50,
          session_size_yes: 100,
          session_value_no: 48,
          session_size_no: 100,
        })
      ).fancy_id as number;
      const exchange = await w.market(matchId, ['X', 'Y']);
      const customers: Customer[] = [];
      for (let i = 0; i < 20; i++) customers.push(await w.customer(100_000));
      const file = w.ctx.database.sqlite?.name;
      const other = file ? otherConnection(file, fancyId, 3000) : null;

      let placing = true;
      const operator = (async () => {
        for (let i = 0; placing; i++) {
          await w.admin('admin/bookmaker/quote', {
            market_id: book.market_id,
            runners: [{ selection_id: b, back_rate: 120 + (i % 5), lay_rate: 130, open: true }],
          });
          await w.admin('admin/fancy/quote', { fancy_id: fancyId, session_value_no: 48 + (i % 3) });
          await w.admin('admin/wallet/credit', { user_id: customers[i % 20]!.userId, amount: 1, remark: 'top up' });
          await w.market(matchId, ['P', 'Q']);
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: 500 }, async (_, i) => {
          await new Promise((r) => setTimeout(r, i * 4));
          const c = customers[i % 20]!;
          if (i % 3 === 2)
            return w.bet(c, matchId, exchange.marketId, exchange.sel[i % 2]!, i % 4 < 2, 2 + (i % 4) / 50, 10, { client_ref: `s${i}` });
          return i % 2 === 0
            ? w.bet(c, matchId, book.market_id, a, true, 1.45, 10)
            : w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: true, run: 50, size: 100, stack: 10 });
        }),
      );
      placing = false;
      await operator;
      await other?.terminate();
      expect(errors).toEqual([]);
      expect(answers.filter((x) => !x.status).map((x) => x.code)).toEqual([]);
      await w.expectAuditClean();
    },
  );

  it.runIf(dialect === 'sqlite')('decides a retry with the same client_ref afresh after its batch failed', async () => {
    const sqlite = w.ctx.database.sqlite!;
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2, 10)).status).toBe(true);
    // Another process holds the write lock past the wait: the batch fails before it writes.
    const holder = new SqliteDatabase(sqlite.name);
    holder.exec('BEGIN IMMEDIATE');
    sqlite.pragma('busy_timeout = 20');
    try {
      expect(await w.bet(c, matchId, marketId, sel[0]!, true, 2, 10, { client_ref: 'retry-me' })).toMatchObject({
        status: false,
        code: 'TRY_AGAIN',
      });
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      sqlite.pragma('busy_timeout = 5000');
    }
    const retried = await w.bet(c, matchId, marketId, sel[0]!, true, 2, 10, { client_ref: 'retry-me' });
    expect(retried).toMatchObject({ status: true, data: { remaining_stack: 10 } });
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 2, 10, { client_ref: 'retry-me' })).toMatchObject({
      data: { bet_id: retried.data.bet_id },
    });
    await w.expectAuditClean();
  });
});
