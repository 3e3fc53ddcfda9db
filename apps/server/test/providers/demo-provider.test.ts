import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { crashPoint } from '../../src/demo-provider/crash.ts';
import { demoRoundStream } from '../../src/demo-provider/demo-fair-seeds.ts';
import { call } from '../payments/payments-fixtures.ts';
import { launchPlayer, mainBalance } from './provider-fixtures.ts';

/** The demo provider as a third party: the test talks to its game API over HTTP, and it reaches the wallet over HTTP too. */
describe('demo provider on the embedded default', () => {
  let ctx: TestContext;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx?.close());

  // The game API's answers, as the demo pages read them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const post = async (path: string, body: object): Promise<any> =>
    (
      await fetch(`${origin}/demo-provider/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();

  it('is registered by the seed for the World Casino and Fantasy lobbies and serves its pages', async () => {
    const player = await launchPlayer(ctx, 'demo-live', 0);
    const lobbies = await ctx.app.inject({
      method: 'GET',
      url: '/api/provider/getLobbies',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(lobbies.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provider_id: 'demo-live', sport_id: 'worldcasino' }),
        expect.objectContaining({ provider_id: 'demo-aviator', sport_id: 'fantasy' }),
      ]),
    );
    const page = await fetch(`${origin}/demo-provider/roulette?token=x`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Demo Live Roulette');
  });

  it('plays a roulette round through the signed wallet: the balance moves by the return less the stake, and the round is reported', async () => {
    const player = await launchPlayer(ctx, 'demo-live', 100);
    const session = await post('roulette/session', { token: player.launch });
    expect(session).toMatchObject({ balance: 100, nonce: 0 });
    expect(session.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const spin = await post('roulette/spin', {
      token: player.launch,
      bets: [
        { kind: 'red', amount: 10 },
        { kind: 'number', value: 7, amount: 5 },
      ],
    });
    expect(spin.pocket).toBeGreaterThanOrEqual(0);
    expect(spin.pocket).toBeLessThan(37);
    const expectedReturn = (spin.colour === 'red' ? 20 : 0) + (spin.pocket === 7 ? 180 : 0);
    expect(spin.win).toBe(expectedReturn);
    expect(spin.balance).toBe(100 - 15 + expectedReturn);
    expect(await mainBalance(ctx, player.userId)).toBe((100 - 15 + expectedReturn) * 100);
    const report = await call(ctx, player.token, 'casino/getLiveCasinoBets', { page: 1 });
    expect(report.body.data.data).toMatchObject([
      {
        round_id: `demo-live:${spin.round_id}`,
        sport_id: 'worldcasino',
        selection: 'roulette',
        stake: 15,
        profit_loss: expectedReturn - 15,
      },
    ]);
  });

  it('reveals the seed that decided a crash round, and the round re-computes from it', async () => {
    const player = await launchPlayer(ctx, 'demo-aviator', 50);
    const fly = await post('aviator/fly', { token: player.launch, amount: 10, cashout: 1.5 });
    expect(fly.win).toBe(fly.crash >= 1.5 ? 15 : 0);
    const { previous } = await post('aviator/rotate', { token: player.launch });
    expect(previous.server_seed_hash).toBe(fly.server_seed_hash);
    expect(crashPoint(demoRoundStream(previous.server_seed, previous.client_seed, fly.round_nonce)) / 100).toBe(fly.crash);
    expect(await mainBalance(ctx, player.userId)).toBe((50 - 10 + fly.win) * 100);
  });

  it('refuses a bet beyond the balance inside the game and takes nothing', async () => {
    const player = await launchPlayer(ctx, 'demo-live', 5);
    const spin = await post('roulette/spin', { token: player.launch, bets: [{ kind: 'black', amount: 10 }] });
    expect(spin.error).toContain('OP_INSUFFICIENT_FUNDS');
    expect(await mainBalance(ctx, player.userId)).toBe(500);
  });
});
