import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { isLoopbackHost } from '../db/seed/published-passwords.ts';
import { registerOwnershipMetrics } from '../modules/trading/ownership/ownership-metrics.ts';

/** The calls that place or cancel a bet: their answers are counted as placed or refused, by code. */
const BET_CALLS = new Set(['/api/bet/placeMarketBet', '/api/bet/placeFancyBet', '/api/bet/cancelBet']);

/** Whether the caller may read /metrics: this machine, or a scraper holding METRICS_TOKEN. */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token && request.headers.authorization === `Bearer ${token}`) return true;
  return isLoopbackHost(request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '');
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
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const bets = new Counter({
    name: 'bets_total',
    help: 'Bet calls answered: placed, or refused with their code',
    labelNames: ['call', 'result', 'code'],
    registers: [registry],
  });
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
  // Callback hooks, not async ones: these run on every request, a promise each is measurable.
  app.addHook('preSerialization', (request, _reply, payload: { status?: unknown; code?: unknown } | null, done) => {
    const route = request.routeOptions.url ?? '';
    if (BET_CALLS.has(route) && payload !== null && typeof payload === 'object' && 'status' in payload) {
      bets.inc({ call: route.slice('/api/'.length), result: payload.status ? 'placed' : 'refused', code: String(payload.code ?? '') });
    }
    done(null, payload);
  });
  // One labelled child per method, route and status, kept: prom-client would otherwise sort and
  // join the labels into its key on every request.
  const requestCounters = new Map<string, Counter.Internal>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unknown';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let counter = requestCounters.get(key);
    if (!counter) {
      counter = requests.labels({ method: request.method, route, status: String(reply.statusCode) });
      requestCounters.set(key, counter);
    }
    counter.inc();
    done();
  });
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayScrape(request, metricsToken)) return reply.code(403).send('metrics are for this machine or a METRICS_TOKEN holder\n');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return registry;
}
