import { afterAll, describe, expect, it } from 'vitest';
import { MoneyWorld } from '../trading/money-fixture.ts';
import { SharedMarketsWorld, type Answer } from './shared-markets-world.ts';

const url = process.env.TEST_DATABASE_URL;
const shared = Boolean(url && process.env.REDIS_URL);

const PRICES = [1.98, 2.0, 2.02];

/** Each side's resting stake by price (rupees), as the database holds the unmatched bets. */
async function storedBook(world: SharedMarketsWorld, marketId: number, selectionId: number) {
  const { rows } = await world.pool.query(
    `SELECT side, price, SUM(remaining)::bigint AS size FROM bets WHERE market_id = $1 AND selection_id = $2 AND remaining > 0
      GROUP BY side, price ORDER BY price`,
    [marketId, selectionId],
  );
  const side = (s: string) => rows.filter((r) => r.side === s).map((r) => ({ price: r.price / 100, size: Number(r.size) / 100 }));
  // A customer backs at what layers left resting, and the other way round (public-quotes.ts).
  return { back: side('LAY'), lay: side('BACK') };
}

/** The book a process shows for the runner (match detail), each side by price. */
async function shownBook(world: SharedMarketsWorld, i: number, token: string, matchId: number, marketId: number, selectionId: number) {
  const detail = await world.call(i, token, 'match/getMatchDetail', { match_id: matchId });
  const market = detail.data.markets.find((m: { market_id: number }) => m.market_id === marketId);
  const runner = market.runner_json.find((r: { selection_id: number }) => r.selection_id === selectionId);
  const byPrice = (l: { price: number; size: number }[]) => [...l].sort((a, b) => a.price - b.price);
  return { back: byPrice(runner.back), lay: byPrice(runner.lay) };
}

async function expectMoneyConsistent(world: SharedMarketsWorld, userIds: number[], credited: number): Promise<void> {
  for (const userId of userIds) {
    const { rows } = await world.pool.query('SELECT kind, balance FROM accounts WHERE user_id = $1', [userId]);
    const main = Number(rows.find((r) => r.kind === 'CUSTOMER_MAIN').balance);
    const held = Number(rows.find((r) => r.kind === 'CUSTOMER_EXPOSURE').balance);
    const exposures = await world.pool.query('SELECT COALESCE(SUM(exposure), 0) AS s FROM market_exposures WHERE user_id = $1', [userId]);
    expect(main + held).toBe(credited);
    expect(Number(exposures.rows[0].s)).toBe(held);
  }
}

type BetMoney = { user_id: unknown; matched: unknown; remaining: unknown };
type AccountMoney = { user_id: unknown; kind: string; balance: unknown };

/** Every bet's matched and unmatched stake (bet id order) and each customer's accounts, customers by their index. */
function moneyOf(bets: BetMoney[], accounts: AccountMoney[], userIds: number[]) {
  const who = (id: unknown) => userIds.indexOf(Number(id));
  return {
    bets: bets.map((b) => [who(b.user_id), Number(b.matched), Number(b.remaining)]),
    accounts: accounts
      .map((a) => [who(a.user_id), a.kind, Number(a.balance)])
      .sort((x, y) => `${x[0]}${x[1]}`.localeCompare(`${y[0]}${y[1]}`)),
  };
}

/**
 * The same bets, in the order the owner placed them (bet id), replayed one by one on a single
 * process (SQLite): every bet, balance and exposure ends the same.
 */
async function expectSameAsOneProcess(world: SharedMarketsWorld, marketId: number, sel: number[], userIds: number[]): Promise<void> {
  const bets = await world.pool.query('SELECT * FROM bets WHERE market_id = $1 ORDER BY bet_id', [marketId]);
  const accounts = await world.pool.query('SELECT user_id, kind, balance FROM accounts WHERE user_id = ANY($1)', [userIds]);
  const replay = await MoneyWorld.create('sqlite');
  try {
    const matchId = await replay.match();
    const market = await replay.market(matchId, ['A', 'B']);
    const customers: { userId: number; token: string }[] = [];
    for (let i = 0; i < userIds.length; i++) customers.push(await replay.customer(10_000));
    for (const b of bets.rows) {
      const c = customers[userIds.indexOf(Number(b.user_id))]!;
      const selection = market.sel[sel.indexOf(Number(b.selection_id))]!;
      const out = await replay.bet(c, matchId, market.marketId, selection, b.side === 'BACK', b.price / 100, Number(b.stake) / 100);
      expect(out.status).toBe(true);
    }
    const db = replay.ctx.database.db;
    const mine = customers.map((c) => c.userId);
    const replayed = moneyOf(
      await db.selectFrom('bets').selectAll().where('market_id', '=', market.marketId).orderBy('bet_id').execute(),
      await db.selectFrom('accounts').select(['user_id', 'kind', 'balance']).where('user_id', 'in', mine).execute(),
      mine,
    );
    expect(moneyOf(bets.rows, accounts.rows, userIds)).toEqual(replayed);
  } finally {
    await replay.close();
  }
}

/** Every accepted answer is the stored bet: its id, its key, a stake that adds up. */
async function expectAnswersStored(world: SharedMarketsWorld, sent: { ref: string; answer: Answer }[]): Promise<void> {
  for (const { ref, answer } of sent) {
    expect(answer.status, `${ref}: ${answer.code} ${answer.message}`).toBe(true);
    const { rows } = await world.pool.query('SELECT bet_id, stake, matched, remaining, cancelled FROM bets WHERE client_ref = $1', [ref]);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].bet_id)).toBe(answer.data.bet_id);
    // Later bets may have matched more of a resting one, never less.
    expect(Number(rows[0].matched)).toBeGreaterThanOrEqual(Math.round(answer.data.matched_stack * 100));
  }
}

describe.runIf(shared).each([2, 3])('%i server processes sharing one market (PostgreSQL with Redis)', (processes) => {
  let world: SharedMarketsWorld;
  afterAll(async () => world?.close());

  it('answers every bet through every process with its true outcome, one owner, no rebuild after the first batch', async () => {
    world = await SharedMarketsWorld.create(url!, processes);
    const all = [...Array(processes).keys()];
    await world.balanced(all);
    const matchId = await world.match();
    const { marketId, sel } = await world.market(matchId);
    const customers: { userId: number; token: string }[] = [];
    for (let i = 0; i < 6; i++) customers.push(await world.customer(`owner${processes}c${i}`, 10_000));

    const sent: { ref: string; answer: Answer }[] = [];
    const bet = async (n: number) => {
      const c = customers[n % customers.length]!;
      const ref = `b${processes}-${n}`;
      const body = {
        match_id: matchId,
        market_id: marketId,
        selection_id: sel[n % 5 === 0 ? 1 : 0]!,
        is_back: n % 2 === 0,
        odds: PRICES[Math.floor(n / 2) % 3]!,
        stack: 100 + ((n * 37) % 5) * 100,
        client_ref: ref,
      };
      sent.push({ ref, answer: await world.call(n % processes, c.token, 'bet/placeMarketBet', body) });
    };
    // Waves of concurrent bets through every process: resting ones from all, crossing ones matching them.
    for (let wave = 0; wave < 6; wave++) await Promise.all(Array.from({ length: 30 }, (_, k) => bet(wave * 30 + k)));

    await expectAnswersStored(world, sent);
    const { rows: fills } = await world.pool.query('SELECT count(*)::int AS n FROM bet_fills WHERE market_id = $1', [marketId]);
    expect(fills[0].n).toBeGreaterThan(0);
    for (const selectionId of sel) {
      const stored = await storedBook(world, marketId, selectionId);
      expect(stored.back.length + stored.lay.length).toBeGreaterThan(0);
      for (const i of all) expect(await shownBook(world, i, customers[0]!.token, matchId, marketId, selectionId)).toEqual(stored);
    }
    await expectMoneyConsistent(
      world,
      customers.map((c) => c.userId),
      1_000_000,
    );
    await expectSameAsOneProcess(
      world,
      marketId,
      sel,
      customers.map((c) => c.userId),
    );
    expect(await world.auditDifferences(0)).toEqual([]);
    // One book, one owner: rebuilt once (its first batch), forwarded from the other processes.
    const rebuilds = await Promise.all(all.map((i) => world.metric(i, 'engine_rebuilds_total')));
    expect(rebuilds.reduce((a, b) => a + b, 0)).toBe(1);
    const owner = await world.ownerOf(marketId);
    expect(rebuilds[owner]).toBe(1);
    for (const i of all) if (i !== owner) expect(await world.metric(i, 'commands_forwarded_total{direction="out"}')).toBeGreaterThan(0);
  }, 300_000);
});
