import { createHmac } from 'node:crypto';
import { moveFunds } from '../../src/modules/ledger/wallet.ts';
import { customerMainAccount } from '../helpers/customer-main-account.ts';
import type { TestContext } from '../helpers/test-app.ts';
import { addCustomer, call, type Customer } from '../payments/payments-fixtures.ts';

export const SECRET = 'test-provider-secret-0123456789';

export interface Player extends Customer {
  /** The launch token the provider received in the game URL. */
  launch: string;
}

let providers = 0;

/** A provider registered by the operator through admin/provider/create. */
export async function registerProvider(ctx: TestContext, adminToken: string, sportId = 'worldcasino'): Promise<string> {
  providers += 1;
  const providerId = `tp-${process.pid}-${providers}`;
  const created = await call(ctx, adminToken, 'admin/provider/create', {
    provider_id: providerId,
    name: `Test provider ${providers}`,
    secret: SECRET,
    launch_url: 'https://games.example.com/launch',
    sport_id: sportId,
  });
  if (!created.body.status) throw new Error(JSON.stringify(created.body));
  return providerId;
}

/** A customer holding `rupees`, who launched the provider's game (the token is taken from the URL). */
export async function launchPlayer(ctx: TestContext, providerId: string, rupees: number): Promise<Player> {
  const customer = await addCustomer(ctx);
  if (rupees > 0) await moveFunds(ctx.database, customer.userId, rupees * 100, 'test funds');
  const launched = await call(ctx, customer.token, 'provider/launch', { provider_id: providerId, game_id: 'roulette' });
  // The demo provider's launch URL is a path on this site.
  const url = new URL(launched.body.data.url as string, 'http://localhost');
  return { ...customer, launch: url.searchParams.get('token')! };
}

export const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

/** Sends exactly `body` to the wallet with the given signature (the body's own by default). */
export async function sendRaw(ctx: TestContext, body: string, signature = sign(body)) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/provider/wallet',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: body,
  });
  return { code: res.statusCode, body: res.json() as { status: string; balance: number } };
}

/** A signed wallet call as a provider makes it. */
export async function wallet(ctx: TestContext, providerId: string, fields: Record<string, unknown>) {
  return (await sendRaw(ctx, JSON.stringify({ provider_id: providerId, ...fields }))).body;
}

export async function mainBalance(ctx: TestContext, userId: number): Promise<number> {
  return (await customerMainAccount(ctx.database.db, userId)).balance;
}

export async function ledgerRows(ctx: TestContext, userId: number): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
    .where('accounts.user_id', '=', userId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
