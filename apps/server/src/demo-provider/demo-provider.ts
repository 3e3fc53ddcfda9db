import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { aviatorPage } from './aviator-page.ts';
import { crashPayout, crashPoint } from './crash.ts';
import { DemoFairSeeds } from './demo-fair-seeds.ts';
import { DEMO_PROVIDER_SECRET, DEMO_PROVIDERS, type DemoProviderId } from './demo-provider-settings.ts';
import { pocketColour, roulettePayout, spinPocket } from './roulette.ts';
import { roulettePage } from './roulette-page.ts';
import { WalletClient } from './wallet-client.ts';

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (paiseAmount: number) => paiseAmount / 100;
const stake = z.number().int().min(1).max(100_000);
const tokenBody = z.object({ token: z.string().min(1).max(200) });
const spinBody = tokenBody.extend({
  bets: z
    .array(
      z.object({
        kind: z.enum(['number', 'red', 'black', 'odd', 'even', 'low', 'high']),
        value: z.number().int().min(0).max(36).optional(),
        amount: stake,
      }),
    )
    .min(1)
    .max(40),
});
const flyBody = tokenBody.extend({ amount: stake, cashout: z.number().min(1.01).max(1000) });

/** Where the exchange's wallet listens: this same server (the demo runs beside it), found once it listens. */
function ownWalletUrl(app: FastifyInstance): () => string {
  return () => {
    const address = app.server.address() as AddressInfo | null;
    if (!address) throw new Error('the server is not listening yet');
    const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/api/provider/wallet`;
  };
}

export interface DemoProviderOptions {
  /** The exchange's wallet endpoint; defaults to the server this plugin runs in. */
  walletUrl?: () => string;
}

/**
 * The demo provider, served under its own path: two game pages for the exchange's iframe and
 * their game API. It knows players only by the launch token and moves money only through the
 * exchange's signed wallet API over HTTP, exactly as a third party would. Its outcomes come
 * from its own fair seeds; its state (seeds, nonces) lives in this process, as a provider's own.
 */
export const demoProvider: FastifyPluginAsync<DemoProviderOptions> = async (app, options) => {
  // A third party's routes are not the exchange's API: kept out of /api/docs.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const walletUrl = options.walletUrl ?? ownWalletUrl(app);
  const wallets = Object.fromEntries(
    DEMO_PROVIDERS.map((p) => [p.provider_id, new WalletClient({ walletUrl, providerId: p.provider_id, secret: DEMO_PROVIDER_SECRET })]),
  ) as Record<DemoProviderId, WalletClient>;
  const sessions = new Map<string, DemoFairSeeds>();
  const seedsOf = (providerId: DemoProviderId, token: string) => {
    const key = `${providerId}:${token}`;
    let seeds = sessions.get(key);
    if (!seeds) sessions.set(key, (seeds = new DemoFairSeeds()));
    return seeds;
  };
  const fairness = (seeds: DemoFairSeeds) => ({
    server_seed_hash: seeds.serverSeedHash,
    client_seed: seeds.clientSeed,
    nonce: seeds.nonce,
  });

  /** One round: debit the stake, draw, credit the return (a credit of 0 closes a lost round). */
  async function playRound(
    providerId: DemoProviderId,
    gameId: string,
    token: string,
    amount: number,
    outcome: (seeds: DemoFairSeeds) => { win: number; detail: object },
  ) {
    const wallet = wallets[providerId];
    const roundId = `${gameId}-${randomUUID()}`;
    const debit = await wallet.send({ action: 'debit', token, transactionId: `${roundId}:bet`, roundId, gameId, amount: rupees(amount) });
    if (debit.status !== 'OP_SUCCESS') return { error: `Bet refused (${debit.status})`, balance: debit.balance };
    const seeds = seedsOf(providerId, token);
    const { win, detail } = outcome(seeds);
    const credit = await wallet.deliver({ action: 'credit', token, transactionId: `${roundId}:win`, roundId, gameId, amount: rupees(win) });
    return { ...detail, round_id: roundId, win: rupees(win), balance: credit.balance, ...fairness(seeds) };
  }

  for (const [game, page] of [
    ['roulette', roulettePage],
    ['aviator', aviatorPage],
  ] as const) {
    app.get(`/${game}`, async (_request, reply) => reply.type('text/html; charset=utf-8').send(page.html));
    app.get(`/${game}.js`, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(page.script));
  }

  for (const [game, providerId] of [
    ['roulette', 'demo-live'],
    ['aviator', 'demo-aviator'],
  ] as const) {
    app.post(`/api/${game}/session`, { schema: { body: tokenBody } }, async (request) => {
      const { token } = request.body as z.infer<typeof tokenBody>;
      const balance = await wallets[providerId].send({ action: 'balance', token });
      if (balance.status !== 'OP_SUCCESS') return { error: 'This game link has expired: open the game again from the lobby.' };
      return { balance: balance.balance, ...fairness(seedsOf(providerId, token)) };
    });
    app.post(`/api/${game}/rotate`, { schema: { body: tokenBody } }, async (request) => {
      const seeds = seedsOf(providerId, (request.body as z.infer<typeof tokenBody>).token);
      return { previous: seeds.rotate(), current: fairness(seeds) };
    });
  }

  app.post('/api/roulette/spin', { schema: { body: spinBody } }, async (request) => {
    const { token, bets } = request.body as z.infer<typeof spinBody>;
    const inPaise = bets.map((b) => ({ ...b, amount: paise(b.amount) }));
    const total = inPaise.reduce((sum, b) => sum + b.amount, 0);
    return playRound('demo-live', 'roulette', token, total, (seeds) => {
      const { stream, nonce } = seeds.nextRound();
      const pocket = spinPocket(stream);
      return { win: roulettePayout(inPaise, pocket), detail: { pocket, colour: pocketColour(pocket), round_nonce: nonce } };
    });
  });

  app.post('/api/aviator/fly', { schema: { body: flyBody } }, async (request) => {
    const { token, amount, cashout } = request.body as z.infer<typeof flyBody>;
    const target = Math.round(cashout * 100);
    return playRound('demo-aviator', 'aviator', token, paise(amount), (seeds) => {
      const { stream, nonce } = seeds.nextRound();
      const crash = crashPoint(stream);
      return { win: crashPayout(paise(amount), target, crash), detail: { crash: crash / 100, cashout: target / 100, round_nonce: nonce } };
    });
  });
};
