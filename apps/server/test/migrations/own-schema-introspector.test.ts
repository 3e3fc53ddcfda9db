import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingMigrations } from '../../src/db/migrate.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// PostgreSQL only: several databases share one server as schemas (tenants, parallel test files).
// Kysely's own introspector scanned all of them, and failed when one was dropped mid-scan.
describe.skipIf(!process.env.TEST_DATABASE_URL)('introspection sees our own schema only (postgres)', () => {
  let ctx: TestContext;
  const neighbour = `t_neighbour_${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    ctx = await createTestApp('postgres', { seed: false });
    await ctx.database.pool!.query(`CREATE SCHEMA ${neighbour}; CREATE TABLE ${neighbour}.kysely_migration (name text)`);
  });
  afterAll(async () => {
    await ctx.database.pool!.query(`DROP SCHEMA IF EXISTS ${neighbour} CASCADE`);
    await ctx.close();
  });

  it('lists our tables with their columns and none of a neighbouring schema', async () => {
    const tables = await ctx.database.db.introspection.getTables({ withInternalKyselyTables: true });
    const schemas = new Set(tables.map((t) => t.schema));
    expect([...schemas]).toEqual([ctx.database.pgSchema]);
    const users = tables.find((t) => t.name === 'users')!;
    expect(users.columns.find((c) => c.name === 'user_id')).toMatchObject({ isNullable: false, isAutoIncrementing: true });
    expect(tables.some((t) => t.name === 'kysely_migration')).toBe(true);
    const plain = await ctx.database.db.introspection.getTables();
    expect(plain.some((t) => t.name.startsWith('kysely_migration'))).toBe(false);
  });

  it('answers pending migrations while neighbouring schemas come and go', async () => {
    let churning = true;
    const churn = async (lane: number) => {
      for (let i = 0; churning; i++) {
        const name = `${neighbour}_${lane}_${i}`;
        await ctx.database.pool!.query(`CREATE SCHEMA ${name}; CREATE TABLE ${name}.t (id serial)`);
        await ctx.database.pool!.query(`DROP SCHEMA ${name} CASCADE`);
      }
    };
    const lanes = [churn(0), churn(1), churn(2)];
    try {
      for (let i = 0; i < 150; i++) expect(await pendingMigrations(ctx.database)).toEqual([]);
    } finally {
      churning = false;
      await Promise.all(lanes);
    }
  });
});
