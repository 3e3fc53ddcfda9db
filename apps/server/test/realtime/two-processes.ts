import { createTestApp, type TestContext } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';
import { listen } from './live-client.ts';

/** The bus transports: PostgreSQL's LISTEN/NOTIFY, and Redis pub/sub when the machine has one (REDIS_URL). */
export const transports = [
  ['LISTEN/NOTIFY', {}] as const,
  ...(process.env.REDIS_URL ? [['Redis', { REDIS_URL: process.env.REDIS_URL }] as const] : []),
];

export interface TwoProcesses {
  /** Process A, with the money helpers (operator logged in). */
  a: MoneyWorld;
  /** Process B: its own app, pool, token store and hub on A's schema. */
  b: TestContext;
  /** B's socket URL. */
  wsB: string;
  close(): Promise<void>;
}

/** Two server processes' apps on one PostgreSQL schema, talking over `transport`'s bus. */
export async function twoProcesses(url: string, transport: Record<string, string>): Promise<TwoProcesses> {
  const a = await MoneyWorld.create('postgres', { DATABASE_URL: url, ...transport });
  const b = await createTestApp('postgres', {
    seed: false,
    env: { DATABASE_URL: url, SEED_DEMO: 'off', ...transport },
    database: { pgSchema: a.ctx.database.pgSchema },
  });
  const wsB = await listen(b);
  return {
    a,
    b,
    wsB,
    close: async () => {
      await b.app.close();
      await b.database.close();
      await a.close();
    },
  };
}
