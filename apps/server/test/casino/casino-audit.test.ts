import { TABLES, type TableType } from '@bx/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { CasinoWorld, TABLE_IDS } from './casino-world.ts';

/** A small deterministic generator (the test's bets, not a game's randomness). */
function lcg(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe.each(testDialects())('casino ledger audit on %s', (dialect) => {
  let w: CasinoWorld;
  beforeAll(async () => {
    w = await CasinoWorld.create(dialect, 1000);
  });
  afterAll(async () => w?.money.ctx.close());

  it('leaves the ledger audit empty after 200 rounds with random bets on every table', { timeout: 240_000 }, async () => {
    const random = lcg(20261124);
    const customers = await Promise.all(Array.from({ length: 12 }, () => w.money.customer(20_000)));
    const betOn = new Set<number>();
    let accepted = 0;
    for (;;) {
      const settled = await w.db
        .selectFrom('table_rounds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'SETTLED')
        .executeTakeFirstOrThrow();
      if (Number(settled.n) >= 200) break;
      const bets = [];
      for (const type of Object.keys(TABLE_IDS) as TableType[]) {
        const round = w.casino.table(TABLE_IDS[type])!.round;
        if (!round || round.status !== 'OPEN' || betOn.has(round.roundId)) continue;
        betOn.add(round.roundId);
        for (let i = random(4); i > 0; i--) {
          const s = TABLES[type].selections[random(TABLES[type].selections.length)]!;
          const lay = s.lay !== null && random(2) === 1;
          const c = customers[random(customers.length)]!;
          bets.push(w.bet(c.token, type, round.roundId, s.sid, (lay ? s.lay! : s.back) / 100, 10 + random(490), !lay));
        }
      }
      accepted += (await Promise.all(bets)).filter((b) => b.status).length;
      await w.advance(1000);
    }
    expect(accepted).toBeGreaterThan(100);
    expect((await w.money.admin('admin/audit/ledger')).differences).toEqual([]);
    const open = await w.db.selectFrom('market_exposures').select(['market_id', 'exposure']).where('exposure', '<>', 0).execute();
    const unfinished = await w.db.selectFrom('table_rounds').select('market_id').where('status', '<>', 'SETTLED').execute();
    // Exposure is held only on rounds still running.
    expect(open.every((e) => unfinished.some((u) => u.market_id === e.market_id))).toBe(true);
  });
});
