import type { Config } from './config.ts';
import type { AppDatabase } from './db/create-database.ts';
import { TokenStore } from './modules/auth/token-store.ts';
import { TradingService } from './modules/trading/trading-service.ts';

/** The long-lived parts of the server: built once by `compose` and handed to the app, the seed and the background work. */
export interface Services {
  config: Config;
  database: AppDatabase;
  /** The life of a bet: quote, place, group commit, settle (one per process: it caches the engines). */
  trading: TradingService;
  tokens: TokenStore;
}

/** The composition root: main.ts and the tests build the same graph here, so no module keeps a registry of its own. */
export function compose(config: Config, database: AppDatabase): Services {
  return { config, database, trading: new TradingService(database), tokens: new TokenStore(database.db) };
}
