import fastifySwagger from '@fastify/swagger';
import { callTable, type Call } from '@bx/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJsonSchema } from '../src/http/answer-serializer.ts';
import { loginAs } from './auth/login-as.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// Routes of the server that are not calls of the contract: the live socket and the API docs.
// Not API calls: the socket, the docs pages, and what lies outside /api (the web app, the demo
// provider's own pages, Prometheus' text at /metrics).
const notCalls = (route: string) => route === 'GET /api/ws' || route.startsWith('GET /api/docs') || !route.includes(' /api/');

/** Every route of an app as `METHOD /url`, read from printRoutes' tree (HEAD twins of GETs left out). */
function serverRoutes(app: FastifyInstance): string[] {
  const urls: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    urls.length = depth;
    const url = (urls[depth - 1] ?? '') + m[2]!;
    urls.push(url);
    for (const method of m[3]!.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${url}`);
  }
  return routes;
}

const routeOf = (call: Call) => `${call.method} /api/${call.path}`;

interface OpenApi {
  paths: Record<
    string,
    Record<string, { tags?: string[]; description?: string; security?: unknown[]; requestBody?: unknown; responses?: unknown }>
  >;
}

/** The OpenAPI document of the declarations alone, each registered as Fastify would from its schemas, with no project code in between. */
async function declaredDocument(): Promise<OpenApi> {
  const mirror = Fastify();
  mirror.setValidatorCompiler(validatorCompiler);
  mirror.setSerializerCompiler(serializerCompiler);
  await mirror.register(fastifySwagger, { openapi: { info: { title: 'declared', version: '0' } }, transform: jsonSchemaTransform });
  await mirror.register(
    async (api) => {
      for (const call of callTable) {
        const body = call.body ? { body: call.body } : {};
        api.route({
          method: call.method,
          url: `/${call.path}`,
          schema: { ...body, response: { ...call.otherAnswers, 200: call.answer } },
          handler: async () => null,
        });
      }
    },
    { prefix: '/api' },
  );
  await mirror.ready();
  const doc = mirror.swagger() as unknown as OpenApi;
  await mirror.close();
  return doc;
}

describe('the contract and the server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => ctx?.close());

  it('registers every declared call, and declares every route of the server', () => {
    const routes = serverRoutes(ctx.app);
    expect(routes).toContain('POST /api/bet/placeMarketBet');
    expect(routes).toContain('POST /api/series/getSeriesHeader');
    const declared = callTable.map(routeOf).sort();
    expect(routes.filter((r) => !notCalls(r)).sort()).toEqual(declared);
  });

  it('registers each call with its declared body and answer schemas, tag and description, which /api/docs publishes', async () => {
    const served = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    const declared = await declaredDocument();
    for (const call of callTable) {
      const url = `/api/${call.path}`;
      const method = call.method.toLowerCase();
      const operation = served.paths[url]?.[method];
      const expected = declared.paths[url]![method]!;
      expect(operation, routeOf(call)).toBeDefined();
      expect(operation!.requestBody, `${routeOf(call)} body`).toEqual(expected.requestBody);
      expect(operation!.responses, `${routeOf(call)} answers`).toEqual(expected.responses);
      expect(operation!.tags, routeOf(call)).toEqual([call.tag]);
      expect(operation!.description, routeOf(call)).toBe(call.description);
      // Public calls are marked as needing no bearer token; the others inherit the document's bearer.
      expect(operation!.security, routeOf(call)).toEqual(call.access === 'public' ? [] : undefined);
    }
  });

  it('compiles the answers of every call from its declared answer schemas: each serializer is built from the JSON Schema of the declaration', async () => {
    const compiledAnswers = ctx.app.compiledAnswers;
    const viaZod: string[] = [];
    for (const call of callTable) {
      for (const [status, schema] of Object.entries({ ...call.otherAnswers, 200: call.answer })) {
        const compiled = compiledAnswers.get(`${routeOf(call)} ${status}`);
        expect(compiled?.schema, `${routeOf(call)} ${status}`).toBe(schema);
        if (compiled!.json) expect(compiled!.json, `${routeOf(call)} ${status}`).toEqual(answerJsonSchema(schema));
        else viaZod.push(`${routeOf(call)} ${status}`);
      }
    }
    // The hot calls' answers are all compiled (zod serializes only answers that transform).
    for (const hot of [
      'bet/placeMarketBet',
      'bet/placeFancyBet',
      'bet/cancelBet',
      'bet/getCurrentBets',
      'bet/getMarketAndFancyBet',
      'slot/spin',
      'provider/wallet',
    ])
      expect(
        viaZod.filter((route) => route.includes(`/api/${hot} `)),
        hot,
      ).toEqual([]);
  });

  it('lets exactly the declared callers through: nobody for public, any user for user, the role for a role, admins, masters and agents for operator', async () => {
    const customer = (await loginAs(ctx.app, 'demo')).headers;
    const admin = (await loginAs(ctx.app, 'admin', 'admin1234')).headers;
    const agent = (await loginAs(ctx.app, 'demo_agent')).headers;
    // A body no call accepts: a caller who passes the access check gets 400, never a change.
    const payload = JSON.stringify('not a body');
    const statusFor = async (call: Call, headers: Record<string, string>) =>
      (
        await ctx.app.inject({
          method: call.method,
          url: `/api/${call.path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: call.method === 'POST' ? payload : undefined,
        })
      ).statusCode;
    const refused = (status: number) => status === 401 || status === 403;
    for (const call of callTable) {
      const anonymous = await statusFor(call, {});
      expect(anonymous === 401, `${routeOf(call)} anonymous: ${anonymous}`).toBe(call.access !== 'public');
      if (call.access === 'public') continue;
      const asCustomer = await statusFor(call, customer);
      const asAdmin = await statusFor(call, admin);
      const asAgent = await statusFor(call, agent);
      expect(refused(asCustomer) ? 'refused' : 'let in', `${routeOf(call)} customer: ${asCustomer}`).toBe(
        call.access === 'admin' || call.access === 'operator' ? 'refused' : 'let in',
      );
      expect(refused(asAdmin) ? 'refused' : 'let in', `${routeOf(call)} admin: ${asAdmin}`).toBe(
        call.access === 'customer' ? 'refused' : 'let in',
      );
      // An agent is an operator of its own downline, not an admin and not a customer.
      expect(refused(asAgent) ? 'refused' : 'let in', `${routeOf(call)} agent: ${asAgent}`).toBe(
        call.access === 'user' || call.access === 'operator' ? 'let in' : 'refused',
      );
    }
  });
});
