import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, MoneyWorld } from '../trading/money-fixture.ts';
import { KillableWorld, expectExactlyOnce, sendUntilDecided, type Answer } from './once-helpers.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('PostgreSQL connections killed under load', () => {
  let k: KillableWorld;
  let w: MoneyWorld;

  beforeAll(async () => {
    k = await KillableWorld.create(url!);
    w = k.w;
  });
  afterAll(() => k?.close());

  it('stays up through 240 bets while its connections are killed for three seconds; each client_ref places at most once, audit clean', async () => {
    const customers: Customer[] = await Promise.all(Array.from({ length: 12 }, () => w.customer(5000)));
    const matchId = await w.match();
    const markets = await Promise.all([0, 1, 2].map(() => w.market(matchId, ['A', 'B'])));
    const bets = Array.from({ length: 240 }, (_, i) => {
      const m = markets[i % 3]!;
      const body = {
        match_id: matchId,
        market_id: m.marketId,
        selection_id: m.sel[(i >> 1) % 2],
        is_back: i % 2 === 0,
        odds: 2,
        stack: 10 + (i % 7),
        client_ref: `kill-${i}`,
      };
      return { c: customers[i % customers.length]!, body };
    });
    const answers = new Map<number, Answer[]>();
    // Each customer sends one bet after another, every customer at once.
    const load = Promise.all(
      customers.map(async (c) => {
        for (const [i, b] of bets.entries()) if (b.c === c) answers.set(i, await sendUntilDecided(w, c, b.body));
      }),
    );
    // Kills every 20-70 ms for up to three seconds (then bets still in flight get through on re-sends).
    expect(await k.killer.chaosDuring(load, 3000)).toBeGreaterThan(0);
    await load;
    expect(k.lost).toBeGreaterThan(0);
    const all = bets.map((_, i) => answers.get(i)!);
    // The kills cost some batches (each re-sent with its client_ref) but the process carried on.
    expect(all.some((a) => a.length > 1)).toBe(true);
    const finals = bets.map((b, i) => ({ ref: b.body.client_ref, answer: all[i]!.at(-1)! }));
    expect(finals.filter((f) => f.answer.status).length).toBeGreaterThan(200);
    // Every placed ref sent again, calmly: its first bet answers, nothing new is placed.
    for (const [i, b] of bets.entries()) {
      if (!finals[i]!.answer.status) continue;
      expect((await sendUntilDecided(w, b.c, b.body)).at(-1)).toMatchObject({
        status: true,
        data: { bet_id: finals[i]!.answer.data.bet_id },
      });
    }
    await expectExactlyOnce(w, customers, finals);
    await w.expectAuditClean();
  });
});
