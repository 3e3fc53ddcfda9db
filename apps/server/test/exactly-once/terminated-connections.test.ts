import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, MoneyWorld } from '../trading/money-fixture.ts';
import { KillableWorld, expectExactlyOnce, sendBet, sendUntilDecided, type Answer } from './once-helpers.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('PostgreSQL connections terminated under load: faults answer TRY_AGAIN', () => {
  let k: KillableWorld;
  let w: MoneyWorld;

  beforeAll(async () => {
    k = await KillableWorld.create(url!);
    w = k.w;
  });
  afterAll(() => k?.close());

  it('answers 400 bets sent once each with a decided outcome or 503 TRY_AGAIN, never INTERNAL; re-sent refs give the true outcome', async () => {
    const customers: Customer[] = await Promise.all(Array.from({ length: 20 }, () => w.customer(5000)));
    const matchId = await w.match();
    const markets = await Promise.all([0, 1].map(() => w.market(matchId, ['A', 'B'])));
    const bets = Array.from({ length: 400 }, (_, i) => ({
      c: customers[i % customers.length]!,
      body: {
        match_id: matchId,
        market_id: markets[i % 2]!.marketId,
        selection_id: markets[i % 2]!.sel[(i >> 1) % 2],
        is_back: i % 2 === 0,
        odds: 2,
        stack: 10 + (i % 7),
        client_ref: `term-${i}`,
      },
    }));
    // Each customer sends its bets one after another, every customer at once: one send each, no retry.
    const first = new Map<number, Answer>();
    const load = Promise.all(
      customers.map(async (c) => {
        for (const [i, b] of bets.entries()) if (b.c === c) first.set(i, await sendBet(w, c, b.body));
      }),
    );
    // Kills every 20-70 ms for as long as the bets are in flight.
    expect(await k.killer.chaosDuring(load)).toBeGreaterThan(0);

    const answers = bets.map((_, i) => first.get(i)!);
    const refused = answers.filter((a) => a.http !== 200);
    // The server felt the faults (most are absorbed: a read or a BEGIN on a dead connection runs
    // again on a fresh one); every answer they cost says "try again", none is a bug.
    expect(k.lost).toBeGreaterThan(0);
    expect(answers.filter((a) => a.http === 500 || a.code === 'INTERNAL')).toEqual([]);
    for (const a of refused) {
      expect(a).toMatchObject({ http: 503, status: false, code: 'TRY_AGAIN', data: null });
      expect(a.message).toMatch(/try again/i);
    }

    // A read fills the pool again (the chaos's last kills may have emptied it), then every pooled
    // connection is killed while idle: the first read after that still gets through.
    expect(await w.call(customers[0]!.token, 'bet/getCurrentBets', {})).toMatchObject({ status: true });
    expect(await k.killer.killAll()).toBeGreaterThan(0);
    const read = await w.call(customers[0]!.token, 'bet/getCurrentBets', {});
    expect(read, read.message).toMatchObject({ status: true });

    // Each refused ref sent again gives its true outcome; every placed ref answers its first bet.
    const finals = await Promise.all(
      bets.map(async (b, i) => ({
        ref: b.body.client_ref,
        answer: answers[i]!.http === 200 ? answers[i]! : (await sendUntilDecided(w, b.c, b.body)).at(-1)!,
      })),
    );
    expect(finals.every((f) => f.answer.status)).toBe(true);
    for (const [i, b] of bets.entries()) {
      expect(await sendBet(w, b.c, b.body)).toMatchObject({ http: 200, status: true, data: { bet_id: finals[i]!.answer.data.bet_id } });
    }
    await expectExactlyOnce(w, customers, finals);
    await w.expectAuditClean();
  });
});
