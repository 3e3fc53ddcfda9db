import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from './helpers/test-app.ts';
import { loginAs, nextAddress } from './auth/login-as.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
}
interface Call {
  url: string;
  schema: JsonSchema;
}

/** The object schema of a request body (unwrapping the unions the '0'/'1' flags produce). */
function objectSchema(schema: JsonSchema | undefined): JsonSchema | null {
  if (!schema) return null;
  if (schema.properties) return schema;
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const found = objectSchema(alt);
    if (found) return found;
  }
  return null;
}

/** Fixed choices (enums, a union's discriminator) set to a valid value, so a probe reaches the field it aims at. */
function basePayload(schema: JsonSchema): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [field, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.const !== undefined) base[field] = prop.const;
    else if (prop.enum?.length) base[field] = prop.enum[0];
  }
  return base;
}

const kinds = (s: JsonSchema): string[] =>
  [s.type ?? [], ...(s.anyOf ?? []).map((a) => a.type ?? []), ...(s.oneOf ?? []).map((a) => a.type ?? [])].flat();

/** Row counts of the tables a call could write to: a rejected call must leave them all as they were. */
async function snapshot(ctx: TestContext): Promise<Record<string, number>> {
  const tables = ['users', 'bets', 'ledger_entries', 'accounts', 'markets', 'matches', 'button_values', 'payment_requests'] as const;
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const row = await ctx.database.db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[t] = Number(row.n);
  }
  return counts;
}

describe.each(testDialects())('malformed input on every call (%s)', (dialect) => {
  let ctx: TestContext;
  let calls: Call[];
  let headers: Record<string, Record<string, string>>;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } } }>;
    };
    calls = Object.entries(doc.paths)
      .map(([url, item]) => ({ url, schema: objectSchema(item.post?.requestBody?.content?.['application/json']?.schema) }))
      .filter((c): c is Call => c.schema !== null);
    headers = {
      customer: (await loginAs(ctx.app, 'demo')).headers,
      admin: (await loginAs(ctx.app, 'admin', 'admin1234')).headers,
    };
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, raw = false) =>
    ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { ...(url.includes('/admin/') ? headers.admin : headers.customer), 'content-type': 'application/json' },
      payload: raw ? (payload as string) : JSON.stringify(payload),
    });

  it('finds the POST calls with a body schema', () => {
    expect(calls.length).toBeGreaterThan(30);
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const before = await snapshot(ctx);
    for (const { url } of calls) {
      const res = await post(url, '{"oops": ', true);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status, url).toBe(false);
    }
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('answers a missing required field with 400 naming it', async () => {
    for (const { url, schema } of calls) {
      const base = basePayload(schema);
      for (const field of (schema.required ?? []).filter((f) => !(f in base))) {
        const res = await post(url, base);
        expect(res.statusCode, `${url} without ${field}`).toBe(400);
        expect(res.json().message, `${url} without ${field}`).toContain(field);
      }
    }
  });

  it('answers a 100 KB string, a wrong type and a huge number with 400 naming the field, and changes nothing', async () => {
    const before = await snapshot(ctx);
    const failures: string[] = [];
    for (const { url, schema } of calls) {
      const base = basePayload(schema);
      for (const [field, prop] of Object.entries(schema.properties ?? {})) {
        if (field in base) continue;
        const types = kinds(prop);
        const bad: unknown[] = [];
        if (types.includes('string')) bad.push('x'.repeat(100 * 1024));
        if (types.includes('number') || types.includes('integer')) bad.push(1e20, -1e20);
        if (!types.includes('string') && (types.includes('number') || types.includes('integer') || types.includes('boolean')))
          bad.push({ nested: true });
        for (const value of bad) {
          const res = await post(url, { ...base, [field]: value });
          const body = res.json() as { message?: string };
          if (res.statusCode !== 400 || !body.message?.includes(field)) {
            failures.push(
              `${url} ${field}=${typeof value === 'string' ? '100KB' : JSON.stringify(value)} -> ${res.statusCode} ${body.message?.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('refuses a fancy run or line far beyond any score, which would blow up the run book', async () => {
    const bet = await post('/api/bet/placeFancyBet', {
      match_id: 1,
      fancy_id: 1,
      is_back: true,
      run: 1_000_000_000,
      size: 100,
      stack: 100,
    });
    expect(bet.statusCode).toBe(400);
    expect(bet.json().message).toContain('run');
    const quote = await post('/api/admin/fancy/quote', { fancy_id: 1, session_value_yes: 1_000_000_000 });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toContain('session_value_yes');
  });
});
