import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { AppDatabase } from './db/create-database.ts';
import { LoginGuard } from './modules/auth/login-guard.ts';
import { SecretChecks } from './modules/auth/secret-checks.ts';
import { sharedAttemptStore } from './modules/auth/shared-attempt-store.ts';
import { TokenStore } from './modules/auth/token-store.ts';
import { CasinoService } from './modules/casino/casino-service.ts';
import { TradingService } from './modules/trading/trading-service.ts';
import { binaryService, type BinaryService } from './modules/binary/binary-service.ts';
import { MatkaService } from './modules/matka/matka-service.ts';
import { HashChainStore } from './modules/fairness/hash-chain-store.ts';
import { openRedis, redisNamespace } from './redis/open-redis.ts';

/** The long-lived parts of the server: built once by `compose` and handed to the app, the seed and the background work. */
export interface Services {
  config: Config;
  database: AppDatabase;
  /** The life of a bet: quote, place, group commit, settle (one per process: it caches the engines). */
  trading: TradingService;
  tokens: TokenStore;
  /** Wrong logins and wrong secrets: in Redis or PostgreSQL when several processes share them, else in bounded memory (docs/decisions.md). */
  authGuards: { login: LoginGuard; secrets: SecretChecks };
  /** The Redis client when REDIS_URL is set (shared limits, live fan-out); the app closes it. */
  redis: Redis | null;
  /** The prefix of this deployment's Redis keys and channels. */
  redisNamespace: string;
  /** Our Casino's table runner (started with the background services, or by a test). */
  casino: CasinoService;
  binary: BinaryService;
  matka: MatkaService;
}

/** The composition root: main.ts and the tests build the same graph here, so no module keeps a registry of its own. */
export function compose(config: Config, database: AppDatabase): Services {
  const trading = new TradingService(database);
  const redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : null;
  const namespace = redisNamespace(database.identity);
  const attempts = sharedAttemptStore(database, redis, namespace);
  return {
    config,
    database,
    trading,
    tokens: new TokenStore(database.db),
    authGuards: { login: new LoginGuard(Date.now, attempts), secrets: new SecretChecks(Date.now, attempts) },
    redis,
    redisNamespace: namespace,
    casino: new CasinoService(database, trading),
    binary: binaryService(config, database, trading),
    matka: new MatkaService(database, trading, new HashChainStore(database.db)),
  };
}
