import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedMarketsWorld, until, type Answer } from './shared-markets-world.ts';

const url = process.env.TEST_DATABASE_URL;
const shared = Boolean(url && process.env.REDIS_URL);

/** Answers that say "send it again" (nothing decided, or not known): the same client_ref is sent again. */
const undecided = (a: Answer) => a.http === 503 || (!a.status && (a.code === 'TRY_AGAIN' || a.code === 'OUTCOME_UNKNOWN'));

describe.runIf(shared)('market owners on two server processes (PostgreSQL with Redis)', () => {
  let world: SharedMarketsWorld;
  let matchId: number;
  beforeAll(async () => {
    world = await SharedMarketsWorld.create(url!, 2);
    await world.balanced([0, 1]);
    matchId = await world.match();
  }, 60_000);
  afterAll(async () => world?.close());

  it('accepts exactly one of two ₹1,000 lays sent at once to markets owned by different processes', async () => {
    const a = await world.market(matchId);
    const b = await world.market(matchId);
    const owners = [await world.ownerOf(a.marketId), await world.ownerOf(b.marketId)];
    expect(owners[0]).not.toBe(owners[1]);
    for (let n = 0; n < 6; n++) {
      const c = await world.customer(`funds${n}`, 1_000);
      const lay = (m: { marketId: number; sel: number[] }) => ({
        match_id: matchId,
        market_id: m.marketId,
        selection_id: m.sel[0],
        is_back: false,
        odds: 2.0,
        stack: 1_000,
      });
      // Half through each market's owner, half through the other process (forwarded).
      const via = n % 2 === 0 ? owners : [owners[1]!, owners[0]!];
      const answers = await Promise.all([
        world.call(via[0]!, c.token, 'bet/placeMarketBet', lay(a)),
        world.call(via[1]!, c.token, 'bet/placeMarketBet', lay(b)),
      ]);
      expect(answers.filter((x) => x.status)).toHaveLength(1);
      expect(answers.find((x) => !x.status)!.code).toBe('INSUFFICIENT_FUNDS');
      const { rows } = await world.pool.query("SELECT balance FROM accounts WHERE user_id = $1 AND kind = 'CUSTOMER_MAIN'", [c.userId]);
      expect(Number(rows[0].balance)).toBe(0);
    }
    expect(await world.auditDifferences(0)).toEqual([]);
  }, 60_000);

  it('moves a killed owner’s market to the survivor: nothing acknowledged lost, no client_ref placed twice', async () => {
    const { marketId, sel } = await world.market(matchId);
    const owner = await world.ownerOf(marketId);
    const survivor = 1 - owner;
    const customers: { userId: number; token: string }[] = [];
    // Enough for every bet the flow sends even on a fast machine (each holds up to ₹100 while unmatched).
    for (let i = 0; i < 4; i++) customers.push(await world.customer(`kill${i}`, 1_000_000));
    let killedAt = 0;
    let resumedAt = 0;
    const acknowledged = new Map<string, number>();
    const final = new Map<string, Answer>();
    const place = async (n: number) => {
      const ref = `k-${n}`;
      const body = {
        match_id: matchId,
        market_id: marketId,
        selection_id: sel[0],
        is_back: n % 2 === 0,
        odds: [1.98, 2.0, 2.02][Math.floor(n / 2) % 3],
        stack: 100,
        client_ref: ref,
      };
      const token = customers[n % customers.length]!.token;
      let via = n % 2;
      for (let attempt = 0; attempt < 40; attempt++) {
        const sentAt = Date.now();
        const answer = await world.call(via, token, 'bet/placeMarketBet', body).catch(() => null);
        if (answer && !undecided(answer)) {
          if (answer.status) {
            const earlier = acknowledged.get(ref);
            if (earlier !== undefined) expect(answer.data.bet_id).toBe(earlier);
            acknowledged.set(ref, answer.data.bet_id);
            if (killedAt && sentAt > killedAt && via === survivor && !resumedAt) resumedAt = Date.now();
          }
          final.set(ref, answer);
          return;
        }
        via = killedAt ? survivor : via;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    let n = 0;
    const flow = async (until: () => boolean) => {
      while (!until()) await place(n++);
    };
    const started = Date.now();
    const senders = Array.from({ length: 8 }, () => flow(() => Date.now() - started > 9_000));
    await new Promise((r) => setTimeout(r, 1_500));
    world.servers[owner]!.child.kill('SIGKILL');
    killedAt = Date.now();
    await Promise.all(senders);
    await until(async () => (await world.metric(survivor, 'market_shards_owned')) === 60, 10_000);

    console.log(`failover: bets through the survivor again ${resumedAt - killedAt} ms after the kill -9; ${n} bets sent`);
    expect(resumedAt).toBeGreaterThan(killedAt);
    expect(resumedAt - killedAt).toBeLessThan(10_000);
    expect(final.size).toBe(n);
    for (const [ref, answer] of final) expect(answer.status, `${ref}: ${answer.code} ${answer.message}`).toBe(true);
    const { rows } = await world.pool.query('SELECT client_ref, bet_id FROM bets WHERE market_id = $1 AND client_ref IS NOT NULL', [
      marketId,
    ]);
    const stored = new Map(rows.map((r) => [r.client_ref as string, Number(r.bet_id)]));
    expect(rows).toHaveLength(stored.size);
    for (const [ref, betId] of acknowledged) expect(stored.get(ref)).toBe(betId);
    expect(stored.size).toBe(acknowledged.size);
    expect(await world.auditDifferences(survivor)).toEqual([]);
  }, 90_000);

  it('gives shards back to a process that joins; a paused owner whose shards were taken commits nothing when it resumes', async () => {
    const survivor = world.firstRunning();
    await world.start();
    const joined = world.servers.length - 1;
    // The survivor held all 60 shards: half move to the newcomer once drained.
    await world.balanced([survivor, joined]);
    const { marketId, sel } = await world.market(matchId);
    const owner = await world.ownerOf(marketId);
    const other = owner === survivor ? joined : survivor;
    const c = await world.customer('paused', 10_000);
    const body = (ref: string, odds: number) => ({
      match_id: matchId,
      market_id: marketId,
      selection_id: sel[0],
      is_back: true,
      odds,
      stack: 100,
      client_ref: ref,
    });
    expect((await world.call(other, c.token, 'bet/placeMarketBet', body('p-0', 3.0))).status).toBe(true);

    world.servers[owner]!.child.kill('SIGSTOP');
    // Sent to the paused owner: it reads the request only when it resumes, still believing the market its own.
    const toStale = world.call(owner, c.token, 'bet/placeMarketBet', body('p-stale', 3.05));
    await until(async () => (await world.metric(other, 'market_shards_owned')) === 60, 15_000);
    expect((await world.call(other, c.token, 'bet/placeMarketBet', body('p-1', 3.1))).status).toBe(true);
    world.servers[owner]!.child.kill('SIGCONT');
    const stale = await toStale;
    expect(stale.status, `${stale.code} ${stale.message}`).toBe(true);

    // The resumed process rejoins and gets its share back.
    await world.balanced([survivor, joined]);
    const { rows } = await world.pool.query('SELECT client_ref, count(*)::int AS n FROM bets WHERE market_id = $1 GROUP BY client_ref', [
      marketId,
    ]);
    expect(Object.fromEntries(rows.map((r) => [r.client_ref, r.n]))).toEqual({ 'p-0': 1, 'p-stale': 1, 'p-1': 1 });
    const stored = await world.pool.query('SELECT bet_id FROM bets WHERE client_ref = $1', ['p-stale']);
    expect(Number(stored.rows[0].bet_id)).toBe(stale.data.bet_id);
    console.log(`paused owner: ${await world.metric(owner, 'market_batches_fenced_total')} batches refused by the fence after it resumed`);
    expect(await world.auditDifferences(other)).toEqual([]);
  }, 90_000);
});
