import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from './compose.ts';
import type { Config } from './config.ts';
import type { AppDatabase } from './db/create-database.ts';
import { demoProvider } from './demo-provider/index.ts';
import { answerSerializer, type CompiledAnswer } from './http/answer-serializer.ts';
import { checkAccess } from './http/authenticate.ts';
import { serveWebApp } from './http/serve-web-app.ts';
import { sharedRateLimit } from './http/shared-rate-limit.ts';
import { parseJsonBodies } from './http/json-body-parser.ts';
import { installErrorHandler } from './http/error-handler.ts';
import type { TokenStore } from './modules/auth/token-store.ts';
import type { CasinoService } from './modules/casino/casino-service.ts';
import type { TradingService } from './modules/trading/trading-service.ts';
import type { BinaryService } from './modules/binary/binary-service.ts';
import type { MatkaService } from './modules/matka/matka-service.ts';
import { routeModules } from './modules/index.ts';
import { startLiveUserUpdates } from './realtime/live-user-updates.ts';
import { registerRealtime } from './realtime/register-realtime.ts';
import { connectRealtimeBus } from './realtime/connect-bus.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerMetrics } from './http/metrics.ts';
import { installDrain, type Drain } from './http/drain.ts';
import type { Leadership } from './scheduling/leadership.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: AppDatabase;
    config: Config;
    tokens: TokenStore;
    trading: TradingService;
    authGuards: Services['authGuards'];
    /** The Redis client when REDIS_URL is set (shared limits, live fan-out). */
    redis: Services['redis'];
    /** Graceful shutdown: answer everything in flight, refuse newcomers, then close (main.ts). */
    drain: Drain;
    /** Set by the background services: whether this process runs the singleton work. */
    leadership: Leadership | null;
    casino: CasinoService;
    binary: BinaryService;
    matka: MatkaService;
    /** Tells the live channel whose money moved outside a bet batch, once committed (realtime/live-user-updates.ts). */
    balancesMoved: (userIds: Iterable<number>) => void;
    /** What each route's answers were compiled from, by `METHOD url status` (filled as Fastify compiles them at ready). */
    compiledAnswers: Map<string, CompiledAnswer>;
  }
}

export interface BuildAppOptions {
  /** The composition root's graph (compose.ts). */
  services: Services;
  /** Where the built web app lives; served at / when present. */
  webDist?: string;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front of us. */
function trustProxyOf(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the server: external plugins, then app plugins, then every module's routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.services.config.LOG_LEVEL === 'silent' ? false : { level: options.services.config.LOG_LEVEL },
    trustProxy: trustProxyOf(options.services.config.TRUST_PROXY),
    // One line per request drowns what a newcomer needs to read; ask for it with LOG_LEVEL=debug.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(options.services.config.LOG_LEVEL) }),
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const compiledAnswers = new Map<string, CompiledAnswer>();
  app.decorate('compiledAnswers', compiledAnswers);
  app.setSerializerCompiler(answerSerializer(options.services.config.CHECK_ANSWERS, compiledAnswers));
  installErrorHandler(app);
  parseJsonBodies(app);

  const { config, database, tokens, trading, casino } = options.services;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('tokens', tokens);
  app.decorate('trading', trading);
  app.decorate('authGuards', options.services.authGuards);
  app.decorate('casino', casino);
  app.decorate('binary', options.services.binary);
  app.decorate('matka', options.services.matka);
  trading.logTo((error) => app.log.error({ err: error }, 'trading batch failed'));
  app.decorateRequest('user', null as never);
  app.decorateRequest('token', '');

  app.decorate('drain', installDrain(app));
  app.decorate('leadership', null);
  registerSecurityHeaders(app, config);
  // Before the routes, so its hooks see every answer.
  registerMetrics(app, config.METRICS_TOKEN);
  const { redis } = options.services;
  app.decorate('redis', redis);
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await app.register(fastifyRateLimit, sharedRateLimit(options.services.database, redis, options.services.redisNamespace));
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Exchange API',
        version: '1.0.0',
        description: 'Customer and operator API of the exchange. Money in rupees (2 decimals), odds decimal on the ladder.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The docs page sets its own CSP for its assets (it needs inline styles and its own scripts).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Secure by default: every module route needs a login unless its config says `access: 'public'`.
  await app.register(
    async (api) => {
      api.addHook('onRequest', checkAccess);
      for (const routes of routeModules) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // The demo world's third-party casino, on its own path; it reaches the API only through the signed wallet.
  if (config.SEED_DEMO) await app.register(demoProvider, { prefix: '/demo-provider' });
  await registerRealtime(app);
  await connectRealtimeBus(app, redis, options.services.redisNamespace);
  // Each customer's own order updates and balance, pushed after every committed batch.
  // Decorated after the routes, which call it only while answering (it reaches them through the root instance).
  const liveUserUpdates = startLiveUserUpdates(app);
  app.decorate('balancesMoved', liveUserUpdates.balancesMoved);
  app.addHook('onClose', async () => liveUserUpdates.stop());

  const webDist = options.webDist ?? defaultWebDist;
  if (existsSync(webDist)) await serveWebApp(app, webDist);
  return app;
}
