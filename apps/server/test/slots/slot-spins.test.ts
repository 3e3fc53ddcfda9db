import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { calls } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySlotSpin } from '../../src/modules/slots/verify-spin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';
import { fixSeedPair, spin } from './slot-fixtures.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

// Each outcome below is the nonce-0 (and on) spin of the fixed server seed with the client seed
// named; the windows were read by hand against the strips and the pay tables (docs/slots.md).
describe.each(testDialects())('slot spins on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  /** Every refusal code a spin answered in this file, to hold the call's description to. */
  const refusals = new Set<string>();
  const spinOf = async (...args: Parameters<typeof spin>) => {
    const out = await spin(...args);
    if (out.status === false && out.code) refusals.add(out.code);
    return out;
  };

  it('a losing spin takes exactly the bet: one SLOT_BET pair, nothing credited', async () => {
    const c = await w.customer(1000);
    await fixSeedPair(w, c, 'case-2');
    const out = await spinOf(w, c, 'classic-sevens', 10);
    // Rows PLUM BAR CHERRY / BELL PLUM PLUM / BAR CHERRY CHERRY: no line of three, no leading cherry pair.
    expect(out.data).toMatchObject({
      stops: [1, 9, 4],
      lines: [],
      win: 0,
      balance: 990,
      nonce: 0,
      client_seed: 'case-2',
      free_spin: false,
    });
    expect((await w.balance(c)).available_balance).toBe(990);
    expect((await w.ledger(c)).filter((r) => r.kind.startsWith('SLOT'))).toEqual([
      { amount: -1000, kind: 'SLOT_BET', account: 'CUSTOMER_MAIN' },
    ]);
  });

  it('a winning spin pays its line: three plums on the top row, 13 line bets of ₹2', async () => {
    const c = await w.customer(1000);
    await fixSeedPair(w, c, 'case-11');
    const out = await spinOf(w, c, 'classic-sevens', 10);
    expect(out.data.window[0]).toEqual(['PLUM', 'PLUM', 'PLUM']);
    expect(out.data).toMatchObject({ stops: [1, 1, 18], lines: [{ line: 1, symbol: 'PLUM', count: 3, win: 26 }], win: 26, balance: 1016 });
    expect((await w.balance(c)).available_balance).toBe(1016);
    expect((await w.ledger(c)).filter((r) => r.kind.startsWith('SLOT')).map((r) => r.amount)).toEqual([-1000, 2600]);
  });

  it('a free-spin round: 4 scatters pay 10 total bets and award 10 free spins, played free at double pay', async () => {
    const c = await w.customer(1000);
    await fixSeedPair(w, c, 'case-141');
    const trigger = await spinOf(w, c, 'jungle-wilds', 20);
    expect(trigger.data).toMatchObject({
      scatter_count: 4,
      lines: [],
      win: 200,
      free_spins_awarded: 10,
      free_spins_left: 10,
      balance: 1180,
    });
    const wins: number[] = [];
    for (let i = 0; i < 10; i++) {
      // The bet sent is ignored: a free spin pays at the trigger's ₹20 and costs nothing.
      const free = await spinOf(w, c, 'jungle-wilds', 500);
      expect(free.data).toMatchObject({ free_spin: true, bet: 20, cost: 0, nonce: i + 1, free_spins_left: 9 - i });
      wins.push(free.data.win);
    }
    // Free spin 5: Q Q WILD on line 13 (3 queens, 3 line bets, doubled); free spin 10: K WILD K on line 2 (4, doubled).
    expect(wins).toEqual([0, 0, 0, 0, 6, 0, 0, 0, 0, 8]);
    expect((await w.balance(c)).available_balance).toBe(1000 - 20 + 200 + 6 + 8);
    const after = await spinOf(w, c, 'jungle-wilds', 20);
    expect(after.data).toMatchObject({ free_spin: false, cost: 20 });
    const rows = await w.ctx.database.db
      .selectFrom('slot_spins')
      .select(['free_spin', 'win'])
      .where('user_id', '=', c.userId)
      .orderBy('spin_id')
      .execute();
    expect(rows.map((r) => Number(r.free_spin))).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
  });

  it('a replayed client_ref spins once and answers the first spin again', async () => {
    const c = await w.customer(1000);
    const first = await spinOf(w, c, 'dragon-pearls', 10, 'same-ref');
    const again = await spinOf(w, c, 'dragon-pearls', 10, 'same-ref');
    expect(again).toEqual(first);
    expect((await w.balance(c)).available_balance).toBe(1000 - 10 + first.data.win);
    const count = await w.ctx.database.db
      .selectFrom('slot_spins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', c.userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a spin beyond the balance and changes nothing: no ledger row, no spin, nonce kept', async () => {
    const c = await w.customer(5);
    const pair = (await w.call(c.token, 'fair/getSeedPair')).data;
    const out = await spinOf(w, c, 'classic-sevens', 10);
    expect(out).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect((await w.balance(c)).available_balance).toBe(5);
    expect((await w.ledger(c)).filter((r) => r.kind.startsWith('SLOT'))).toEqual([]);
    expect((await w.call(c.token, 'fair/getSeedPair')).data).toEqual(pair);
  });

  it('refuses bets outside the title’s limits or not in whole rupees, an unknown game, the bet lock and the daily loss limit', async () => {
    const c = await w.customer(10_000);
    expect(await spinOf(w, c, 'classic-sevens', 5)).toMatchObject({ status: false, code: 'INVALID_BET' });
    expect(await spinOf(w, c, 'classic-sevens', 10.5)).toMatchObject({ status: false, code: 'INVALID_BET' });
    expect(await spinOf(w, c, 'classic-sevens', 5001)).toMatchObject({ status: false, code: 'INVALID_BET' });
    expect(await spinOf(w, c, 'no-such-game', 10)).toMatchObject({ status: false, code: 'GAME_NOT_FOUND' });
    await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 15 });
    expect(await spinOf(w, c, 'classic-sevens', 20)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    await w.ctx.database.db.updateTable('users').set({ bet_lock: 1 }).where('user_id', '=', c.userId).execute();
    expect(await spinOf(w, c, 'classic-sevens', 10)).toMatchObject({ status: false, code: 'BET_LOCKED' });
    expect((await w.balance(c)).available_balance).toBe(10_000);
  });

  it('refuses the spin of a self-excluded customer and changes nothing; the exclusion also ends the session', async () => {
    const c = await w.customer(1000);
    const pair = (await w.call(c.token, 'fair/getSeedPair')).data;
    // An exclusion that lands while a session still holds a valid token (another process, say): the spin itself refuses.
    await w.ctx.database.db
      .insertInto('self_exclusions')
      .values({ user_id: c.userId, excluded_until: Date.now() + 86_400_000, created_at: Date.now() })
      .execute();
    expect(await spinOf(w, c, 'classic-sevens', 10)).toMatchObject({ status: false, code: 'SELF_EXCLUDED' });
    expect((await w.balance(c)).available_balance).toBe(1000);
    expect((await w.ledger(c)).filter((r) => r.kind.startsWith('SLOT'))).toEqual([]);
    expect((await w.call(c.token, 'fair/getSeedPair')).data).toEqual(pair);
    // Excluding oneself through the API also revokes the tokens: the next spin never reaches the game.
    const d = await w.customer(1000);
    expect(await w.call(d.token, 'responsibleGaming/selfExclude', { days: 7 })).toMatchObject({ status: true });
    const refused = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/slot/spin',
      headers: { authorization: `Bearer ${d.token}` },
      payload: { game_id: 'classic-sevens', bet: 10, client_ref: 'after-exclusion' },
    });
    expect(refused.statusCode).toBe(401);
    const spins = await w.ctx.database.db.selectFrom('slot_spins').select('spin_id').where('user_id', 'in', [c.userId, d.userId]).execute();
    expect(spins).toEqual([]);
  });

  it('the call’s description names exactly the refusal codes the spins above answered', () => {
    const named = /Refusals: ([A-Z_, ]+)\./.exec(calls.slot.spin.description ?? '')?.[1]?.split(', ');
    expect(new Set(named)).toEqual(refusals);
  });

  it('answers 400 to a malformed spin', async () => {
    const c = await w.customer(100);
    for (const body of [
      { game_id: 'classic-sevens', bet: 'ten', client_ref: 'x' },
      { game_id: 'classic-sevens', bet: 10 },
      { bet: 10, client_ref: 'y' },
    ]) {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: '/api/slot/spin',
        headers: { authorization: `Bearer ${c.token}` },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('rotating the pair reveals its server seed; the history and the verifier re-draw every spin it dealt', async () => {
    const c = await w.customer(1000);
    const pair = (await w.call(c.token, 'fair/getSeedPair')).data;
    for (let i = 0; i < 3; i++) await spinOf(w, c, 'jungle-wilds', 20);
    expect((await w.call(c.token, 'slot/getHistory', {})).data.every((h: { server_seed: unknown }) => h.server_seed === null)).toBe(true);
    const rotated = (await w.call(c.token, 'fair/rotateSeedPair', {})).data;
    expect(rotated.previous).toMatchObject({ server_seed_hash: pair.server_seed_hash, client_seed: pair.client_seed, nonce: 3 });
    expect(rotated.current.server_seed_hash).not.toBe(pair.server_seed_hash);
    const history = (await w.call(c.token, 'slot/getHistory', { game_id: 'jungle-wilds' })).data;
    expect(history).toHaveLength(3);
    for (const h of history) {
      expect(h.server_seed).toBe(rotated.previous.server_seed);
      const v = await verifySlotSpin(w.ctx.database.db, h.spin_id);
      expect(v).toMatchObject({ seed_matches_hash: true, spin_matches: true, recomputed: { stops: h.stops } });
    }
  });

  it('`npm run verify -- <spin id>` verifies a spin once its pair is rotated, and reports a tampered one', async () => {
    const c = await w.customer(1000);
    const spun = await spinOf(w, c, 'dragon-pearls', 10);
    await w.call(c.token, 'fair/rotateSeedPair', {});
    if (dialect !== 'sqlite') return;
    // The shell command reads the server's database as configured: here the test's SQLite file.
    const env = { ...process.env, DATA_DIR: dirname(w.ctx.database.sqlite!.name), DATABASE_URL: '' };
    const verify = () => run('npx', ['tsx', 'apps/server/src/cli/verify.ts', String(spun.data.spin_id)], { cwd: repoRoot, env });
    const { stdout } = await verify();
    expect(stdout).toContain('VERIFIED');
    expect(JSON.parse(stdout.slice(0, stdout.lastIndexOf('}') + 1))).toMatchObject({
      spin_id: spun.data.spin_id,
      stored: { stops: spun.data.stops },
      recomputed: { stops: spun.data.stops },
    });
    await w.ctx.database.db
      .updateTable('slot_spins')
      .set({ win: Math.round(spun.data.win * 100) + 100 })
      .where('spin_id', '=', spun.data.spin_id)
      .execute();
    const tampered = await verify().then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(tampered).toMatchObject({ code: 1, stdout: expect.stringContaining('MISMATCH') });
  }, 60_000);

  // The 10,000 random spins: 10 customers x 1,000, each round's 10 spins concurrent (more
  // customers would pass the login limit this file's address has already used up).
  it('the ledger audit is empty after 10,000 random spins, and each balance is opening - costs + wins', async () => {
    const customers = await Promise.all(Array.from({ length: 10 }, () => w.customer(100_000)));
    const games = ['classic-sevens', 'jungle-wilds', 'dragon-pearls'];
    for (let round = 0; round < 1_000; round++) {
      await Promise.all(customers.map((c, i) => spinOf(w, c, games[(round + i) % 3]!, 20 + ((round * 7 + i) % 4) * 10)));
    }
    await w.expectAuditClean();
    for (const c of customers) {
      const rows = await w.ctx.database.db.selectFrom('slot_spins').select(['cost', 'win']).where('user_id', '=', c.userId).execute();
      expect(rows).toHaveLength(1_000);
      const net = rows.reduce((sum, r) => sum - Number(r.cost) + Number(r.win), 0);
      expect((await w.balance(c)).available_balance).toBe(100_000 + net / 100);
    }
  }, 240_000);
});
