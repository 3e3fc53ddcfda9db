import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../../src/db/dialect.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let address = 0;

/** A distinct client address per call, so suites never trip the per-IP login limit by accident. */
export function nextAddress(): string {
  address += 1;
  return `10.0.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
}

export async function login(app: FastifyInstance, user_name: string, password: string, extra: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: nextAddress(),
    payload: { user_name, password, ...extra },
  });
  return res.json();
}

/** Logs in and answers the bearer header and the user info; throws when the login fails. */
export async function loginAs(app: FastifyInstance, user_name: string, password = 'demo1234') {
  const body = await login(app, user_name, password);
  if (!body.status) throw new Error(`login ${user_name} failed: ${body.message}`);
  return {
    token: body.data.token as string,
    userId: body.data.user_id as number,
    headers: { authorization: `Bearer ${body.data.token}` },
    data: body.data,
  };
}

/** A seeded app per suite with `userName` logged in: read `ctx` and `headers` inside the tests. */
export function withLoggedInApp(dialect: DialectName, userName = 'demo') {
  const suite = { ctx: undefined as unknown as TestContext, headers: {} as Record<string, string> };
  beforeAll(async () => {
    suite.ctx = await createTestApp(dialect);
    suite.headers = (await loginAs(suite.ctx.app, userName)).headers;
  });
  afterAll(async () => suite.ctx?.close());
  return suite;
}
