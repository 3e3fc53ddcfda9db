import type { Services } from '../../compose.ts';
import { seedCasinoTables } from './seed-casino-tables.ts';
import { seedDemoCatalog } from './seed-demo-catalog.ts';
import { seedDemoMoney } from './seed-demo-money.ts';
import { DEMO_HIERARCHY, seedDemoHierarchy } from './seed-demo-hierarchy.ts';
import { seedDemoProviders } from './seed-demo-providers.ts';
import { seedDemoRaces } from './seed-demo-races.ts';
import { seedReferenceData } from './seed-reference-data.ts';
import { seedUsers, type SeedUser } from './seed-users.ts';

export interface SeededAccount {
  userName: string;
  password: string;
  description: string;
}

const DEMO_PASSWORD = 'demo1234';
/** The operator's password when ADMIN_PASSWORD is not set: published, so only for loopback. */
export const DEFAULT_ADMIN_PASSWORD = 'admin1234';

function demoUsers(adminPassword: string): (SeedUser & { description: string })[] {
  return [
    {
      userName: 'admin',
      password: adminPassword,
      name: 'Operator',
      role: 'admin',
      description: 'operator (admin calls, parent of the demo customers)',
    },
    // Four eyes: a rollback filed by one admin waits for another's approval (demo only).
    {
      userName: 'admin2',
      password: DEFAULT_ADMIN_PASSWORD,
      name: 'Second Operator',
      role: 'admin',
      description: "second operator (approves admin's rollbacks)",
    },
    { userName: 'demo', password: DEMO_PASSWORD, name: 'Demo Customer', role: 'customer', parent: 'admin', description: 'customer' },
    {
      userName: 'demo_signup',
      password: DEMO_PASSWORD,
      name: 'Demo Signup',
      role: 'customer',
      parent: 'admin',
      isSignupUser: true,
      description: 'signed-up customer (deposit / withdraw)',
    },
    {
      userName: 'demo_new',
      password: DEMO_PASSWORD,
      name: 'Demo New',
      role: 'customer',
      parent: 'admin',
      isChangePassword: true,
      description: 'must change the password first',
    },
    ...DEMO_HIERARCHY.map((u) => ({ ...u, password: DEMO_PASSWORD })),
  ];
}

/**
 * Seeds the demo world (SEED_DEMO on) or just the reference data and the operator `admin`
 * with ADMIN_PASSWORD (off). Idempotent: a second run adds nothing that exists.
 */
export async function seedDatabase(
  services: Pick<Services, 'config' | 'database' | 'trading'>,
  now = Date.now(),
): Promise<{ accounts: SeededAccount[] }> {
  const { config, database, trading } = services;
  const db = database.db;
  await seedReferenceData(db);
  await seedCasinoTables(db, now);
  if (!config.SEED_DEMO) {
    if (!config.ADMIN_PASSWORD) throw new Error('ADMIN_PASSWORD is required when SEED_DEMO is off');
    await seedUsers(db, [{ userName: 'admin', password: config.ADMIN_PASSWORD, name: 'Operator', role: 'admin' }], now);
    return { accounts: [] };
  }
  const users = demoUsers(config.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD);
  await seedUsers(db, users, now);
  await seedDemoCatalog(db, now);
  await seedDemoRaces(db, now);
  await seedDemoProviders(db, now);
  await seedDemoMoney(database, trading, { now });
  await seedDemoHierarchy(database);
  return {
    accounts: users.map((u) => ({
      userName: u.userName,
      // A password given in the environment is not printed.
      password: u.userName === 'admin' && config.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : u.password,
      description: u.description,
    })),
  };
}
