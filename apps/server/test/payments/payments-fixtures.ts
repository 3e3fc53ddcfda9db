import type { TestContext } from '../helpers/test-app.ts';

export interface Customer {
  userId: number;
  token: string;
}

let counter = 0;

/** A customer straight in the users table with a live token (no dependence on the auth routes). */
export async function addCustomer(ctx: TestContext, options: { signup?: boolean; parent?: boolean } = {}): Promise<Customer> {
  counter += 1;
  const name = `pay_${process.pid}_${counter}`;
  const row = await ctx.database.db
    .insertInto('users')
    .values({
      user_name: name,
      user_name_key: name,
      name,
      password_hash: 'unused',
      role: 'customer',
      parent_id: options.parent === false ? null : 1,
      is_change_password: 0,
      is_signup_user: options.signup === false ? 0 : 1,
      mobile: null,
      dial_code: null,
      country_code: null,
      totp_secret: null,
      totp_enabled: 0,
      created_at: Date.now(),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const userId = Number(row.user_id);
  return { userId, token: await ctx.app.tokens.issue(userId) };
}

export async function adminToken(ctx: TestContext): Promise<string> {
  const admin = await ctx.database.db.selectFrom('users').select('user_id').where('role', '=', 'admin').executeTakeFirstOrThrow();
  return ctx.app.tokens.issue(Number(admin.user_id));
}

export async function setPaymentGateway(ctx: TestContext, on: boolean): Promise<void> {
  await ctx.database.db
    .updateTable('global_settings')
    .set({ payment_gateway: on ? '1' : '0' })
    .where('setting_id', '=', 1)
    .execute();
}

/** POST /api/{path} as the holder of `token`; returns the parsed JSON body and status code. */
export async function call(ctx: TestContext, token: string, path: string, payload: unknown = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });
  return { code: res.statusCode, body: res.json() };
}

export async function get(ctx: TestContext, token: string, path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/${path}`, headers: { authorization: `Bearer ${token}` } });
  return { code: res.statusCode, body: res.json() };
}
