import type { FastifyInstance, FastifyRequest, preSerializationHookHandler } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { isLoopbackHost } from '../db/seed/published-passwords.ts';
import { registerOwnershipMetrics } from '../modules/trading/ownership/ownership-metrics.ts';
import { tallyCounter } from './tally-counter.ts';

/** The calls that place or cancel a bet: their answers are counted as placed or refused, by code. */
const BET_CALLS = new Set(['/api/bet/placeMarketBet', '/api/bet/placeFancyBet', '/api/bet/cancelBet']);

/**
 * Whether the caller may read /metrics: this machine, or a scraper holding METRICS_TOKEN. A
 * request a reverse proxy relayed (it names who it came from) is not this machine's, though its
 * socket is loopback when the proxy runs here: otherwise a proxy on the same host would publish
 * the figures to everyone.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token && request.headers.authorization === `Bearer ${token}`) return true;
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !relayed && isLoopbackHost(request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '');
}

/**
 * GET /metrics in Prometheus' text format, one registry per app (tests build many): requests by
 * route and status, bets placed and refused by code, WebSocket clients and messages, leadership,
 * the markets' shards owned and commands forwarded, books rebuilt,
 * and the process's own figures (event-loop lag, memory, CPU). Operational figures are not for
 * the public: only loopback or `Authorization: Bearer <METRICS_TOKEN>` may read them.
 */
export function registerMetrics(app: FastifyInstance, metricsToken: string | undefined): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = tallyCounter(registry, 'http_requests_total', 'HTTP requests answered, by route pattern, method and status', [
    'method',
    'route',
    'status',
  ]);
  const bets = tallyCounter(registry, 'bets_total', 'Bet calls answered: placed, or refused with their code', ['call', 'result', 'code']);
  new Gauge({
    name: 'ws_clients',
    help: 'Open, authenticated WebSocket connections',
    registers: [registry],
    collect() {
      this.set(app.realtime.connectionCount);
    },
  });
  new Gauge({
    name: 'ws_messages',
    help: 'WebSocket messages since start, by direction',
    labelNames: ['direction'],
    registers: [registry],
    collect() {
      this.set({ direction: 'received' }, app.realtime.counts.received);
      this.set({ direction: 'sent' }, app.realtime.counts.sent);
    },
  });
  registerOwnershipMetrics(registry, () => app.trading.figures);
  new Gauge({
    name: 'leader',
    help: '1 when this process runs the singleton work (demo world, table clocks)',
    registers: [registry],
    collect() {
      this.set(app.leadership?.isLeader ? 1 : 0);
    },
  });

  // Before serialization the answer is still an object: no JSON is parsed again to count a bet.
  // A hook of the bet routes alone, added as each is declared: no other request runs it.
  app.addHook('onRoute', (route) => {
    if (!BET_CALLS.has(route.url)) return;
    const call = route.url.slice('/api/'.length);
    const countBet: preSerializationHookHandler<unknown> = (_request, _reply, payload, done) => {
      const answer = payload as { status?: unknown; code?: unknown } | null;
      if (answer !== null && typeof answer === 'object' && 'status' in answer) {
        bets.add([call, answer.status ? 'placed' : 'refused', String(answer.code ?? '')]);
      }
      done(null, payload);
    };
    const declared = route.preSerialization ?? [];
    route.preSerialization = [...(Array.isArray(declared) ? declared : [declared]), countBet];
  });
  // A callback hook, not an async one: it runs on every request, and a promise each is measurable.
  app.addHook('onResponse', (request, reply, done) => {
    requests.add([request.method, request.routeOptions.url ?? 'unknown', reply.statusCode]);
    done();
  });
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayScrape(request, metricsToken)) return reply.code(403).send('metrics are for this machine or a METRICS_TOKEN holder\n');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
