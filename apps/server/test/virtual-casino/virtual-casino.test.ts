import { dealRound } from '@bx/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairStream, sha256Hex } from '../../src/modules/fairness/hmac-blocks.ts';
import { verifyVirtualBet } from '../../src/modules/virtual-casino/verify-virtual-bet.ts';
import { testDialects } from '../helpers/test-app.ts';
import { fixSeedPair } from '../slots/slot-fixtures.ts';
import type { Customer } from '../trading/money-fixture.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

let refs = 0;
const LOW_CARD = 1;

// Lucky 7 deals one card; with the fixed server seed of slot-fixtures at nonce 0 the client seed
// 'v-0' deals 2HH (low), 'v-1' 10DD (high) and 'v-18' 7DD (a seven). Low Card backs at 2.00:
// a ₹100 stake wins ₹100 on a low card, loses ₹100 on a high one and ₹50 (half) on a seven.
describe.each(testDialects())('Our Virtual on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  const bet = (c: Customer, body: Record<string, unknown>) =>
    w.call(c.token, 'vcasino/placeBet', { type: 'lucky7', selection_id: LOW_CARD, stack: 100, client_ref: `v-${++refs}`, ...body });

  it.each([
    { clientSeed: 'v-0', card: '2HH', pnl: 100, ledger: [-10_000, 20_000] },
    { clientSeed: 'v-1', card: '10DD', pnl: -100, ledger: [-10_000] },
    { clientSeed: 'v-18', card: '7DD', pnl: -50, ledger: [-10_000, 5_000] },
  ])('deals $card at once and moves the balance by exactly $pnl rupees', async ({ clientSeed, card, pnl, ledger }) => {
    const c = await w.customer(1000);
    await fixSeedPair(w, c, clientSeed);
    const out = await bet(c, {});
    expect(out).toMatchObject({
      status: true,
      data: { cards: { C1: card }, win: pnl, balance: 1000 + pnl, nonce: 0, client_seed: clientSeed },
    });
    expect((await w.balance(c)).available_balance).toBe(1000 + pnl);
    const rows = (await w.ledger(c)).filter((r) => r.kind.startsWith('VIRTUAL'));
    expect(rows.map((r) => r.amount)).toEqual(ledger);
    await w.expectAuditClean();
  });

  // The other virtual tables, with the same fixed server seed at nonce 0 (cards worked out by hand
  // from casino.md sections 2-3; HH spade, DD heart, CC club, SS diamond):
  // - teen20 'v-0' deals 2HH 6HH QCC 9DD 6CC 3HH: A holds 2 Q 6 (high card Q), B holds 6 9 3 (high
  //   card 9), A wins; Player A backs at 1.98, so ₹100 wins ₹98.
  // - dt20 'v-2' deals Dragon 8DD (eight of hearts, red), Tiger 5HH: Dragon Red at 1.95 wins ₹95.
  // - dt20 'v-0' deals 9CC and 9CC: same rank and suit, a Tie; Dragon loses its ₹100.
  // - aaa 'v-1' deals 10DD: Akbar (7-10) at 3.15 wins ₹215.
  it.each([
    { type: 'teen20', clientSeed: 'v-0', sid: 1, cards: { C1: '2HH', C6: '3HH' }, result: '1', pnl: 98, ledger: [-10_000, 19_800] },
    { type: 'dt20', clientSeed: 'v-2', sid: 7, cards: { C1: '8DD', C2: '5HH' }, result: '1', pnl: 95, ledger: [-10_000, 19_500] },
    { type: 'dt20', clientSeed: 'v-0', sid: 1, cards: { C1: '9CC', C2: '9CC' }, result: '3', pnl: -100, ledger: [-10_000] },
    { type: 'aaa', clientSeed: 'v-1', sid: 2, cards: { C1: '10DD' }, result: '2', pnl: 215, ledger: [-10_000, 31_500] },
  ])(
    '$type: deals $cards.C1 at once and moves the balance by exactly $pnl rupees',
    async ({ type, clientSeed, sid, cards, result, pnl, ledger }) => {
      const c = await w.customer(1000);
      await fixSeedPair(w, c, clientSeed);
      const out = await bet(c, { type, selection_id: sid });
      expect(out).toMatchObject({ status: true, data: { cards, result, win: pnl, balance: 1000 + pnl, nonce: 0 } });
      expect((await w.balance(c)).available_balance).toBe(1000 + pnl);
      const rows = (await w.ledger(c)).filter((r) => r.kind.startsWith('VIRTUAL'));
      expect(rows.map((r) => r.amount)).toEqual(ledger);
      await w.expectAuditClean();
    },
  );

  it('counts a virtual loss against the daily loss limit: once the day has lost the limit, the next bet is refused', async () => {
    const c = await w.customer(1000);
    expect(await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 100 })).toMatchObject({ status: true });
    await fixSeedPair(w, c, 'v-1');
    expect(await bet(c, {})).toMatchObject({ status: true, data: { win: -100 } });
    expect(await bet(c, { stack: 10 })).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect((await w.balance(c)).available_balance).toBe(900);
  });

  it('answers a replayed client_ref with the first bet and deals nothing new', async () => {
    const c = await w.customer(1000);
    const first = await bet(c, { client_ref: 'same' });
    const again = await bet(c, { client_ref: 'same' });
    expect(again).toMatchObject({ status: true, data: first.data });
    expect((await w.balance(c)).available_balance).toBe(first.data.balance);
    expect((await w.call(c.token, 'fair/getSeedPair')).data.nonce).toBe(1);
  });

  it('refuses a stake beyond the balance, below the table minimum or on an unknown selection, and changes nothing', async () => {
    const c = await w.customer(1000);
    expect(await bet(c, { stack: 1000.01 })).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await bet(c, { stack: 1 })).toMatchObject({ status: false, code: 'STAKE_BELOW_MINIMUM' });
    expect(await bet(c, { selection_id: 99 })).toMatchObject({ status: false, code: 'SELECTION_NOT_FOUND' });
    expect(await w.call(c.token, 'vcasino/placeBet', { type: 'card32', selection_id: 1, stack: 100, client_ref: 'x' })).toMatchObject({
      status: false,
    });
    expect((await w.balance(c)).available_balance).toBe(1000);
    expect((await w.call(c.token, 'fair/getSeedPair')).data.nonce).toBe(0);
  });

  it('takes a stake of exactly the whole balance, and refuses a bet-locked customer, changing nothing', async () => {
    const c = await w.customer(100);
    expect(await bet(c, { stack: 100 })).toMatchObject({ status: true });
    const locked = await w.customer(1000);
    await w.ctx.database.db.updateTable('users').set({ bet_lock: 1 }).where('user_id', '=', locked.userId).execute();
    expect(await bet(locked, {})).toMatchObject({ status: false, code: 'BET_LOCKED' });
    expect((await w.balance(locked)).available_balance).toBe(1000);
  });

  it("holds the live table's limits: main and side maximums, and no bet while the table is stopped", async () => {
    const LUCKY7 = -1013;
    const EVEN = 3;
    const c = await w.customer(1000);
    const lucky7 = await w.ctx.database.db
      .selectFrom('casino_tables')
      .select(['min_stake', 'max_stake', 'side_max_stake'])
      .where('match_id', '=', LUCKY7)
      .executeTakeFirstOrThrow();
    await w.admin('admin/casino/tableLimits', { match_id: LUCKY7, min_stack: 10, max_stack: 200, side_max_stack: 50 });
    try {
      expect(await bet(c, { stack: 200 })).toMatchObject({ status: true });
      expect(await bet(c, { stack: 200.01 })).toMatchObject({ status: false, code: 'STAKE_ABOVE_MAXIMUM' });
      expect(await bet(c, { selection_id: EVEN, stack: 50 })).toMatchObject({ status: true });
      expect(await bet(c, { selection_id: EVEN, stack: 50.01 })).toMatchObject({ status: false, code: 'STAKE_ABOVE_MAXIMUM' });
      await w.admin('admin/casino/tableStatus', { match_id: LUCKY7, is_active: false });
      const before = (await w.balance(c)).available_balance;
      expect(await bet(c, { stack: 10 })).toMatchObject({ status: false, code: 'TABLE_CLOSED' });
      expect((await w.balance(c)).available_balance).toBe(before);
    } finally {
      await w.admin('admin/casino/tableStatus', { match_id: LUCKY7, is_active: true });
      await w.admin('admin/casino/tableLimits', {
        match_id: LUCKY7,
        min_stack: Number(lucky7.min_stake) / 100,
        max_stack: Number(lucky7.max_stake) / 100,
        side_max_stack: Number(lucky7.side_max_stake) / 100,
      });
    }
  });

  it('deals every bet from the committed pair: after a rotation the revealed seed re-deals each card of the history', async () => {
    const c = await w.customer(1000);
    const before = (await w.call(c.token, 'fair/getSeedPair')).data;
    for (let i = 0; i < 5; i++) expect(await bet(c, { stack: 10 })).toMatchObject({ status: true });
    const rotated = (await w.call(c.token, 'fair/rotateSeedPair', {})).data;
    expect(sha256Hex(rotated.previous.server_seed)).toBe(before.server_seed_hash);
    const history = (await w.call(c.token, 'vcasino/getHistory', { limit: 10 })).data;
    expect(history).toHaveLength(5);
    for (const h of history) {
      expect(h.server_seed).toBe(rotated.previous.server_seed);
      const deal = dealRound('lucky7', fairStream(h.server_seed, h.client_seed, h.nonce));
      expect(h.cards).toEqual({ C1: deal.cards[0] });
      // The shell's verifier (npm run verify -- v<bet id>) agrees.
      expect(await verifyVirtualBet(w.ctx.database.db, h.bet_id)).toMatchObject({ seed_matches_hash: true, deal_matches: true });
    }
    await w.expectAuditClean();
  });
});
