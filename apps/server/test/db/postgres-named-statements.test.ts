import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatement, prepareNamedStatements } from '../../src/db/postgres-named-statements.ts';

// The bet batch's fixed statements are parsed once per connection, by name; anything else (every
// query Kysely builds) stays unnamed, so the set of prepared statements cannot grow with traffic.
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements prepared by name on a PostgreSQL connection', () => {
  let client: pg.Client;
  const prepared = async () =>
    (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY statement')).rows.map(
      (r) => r.statement,
    );
  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    prepareNamedStatements(client);
  });
  afterAll(async () => client?.end());

  it('prepares a marked text once and runs it again by name; leaves other texts unnamed', async () => {
    const marked = namedStatement('SELECT $1::integer + 1 AS answer /* named-statements test */');
    expect((await client.query(marked, [41])).rows).toEqual([{ answer: 42 }]);
    expect((await client.query(marked, [1])).rows).toEqual([{ answer: 2 }]);
    const unmarked = 'SELECT $1::integer * 2 AS answer /* named-statements test */';
    expect((await client.query(unmarked, [21])).rows).toEqual([{ answer: 42 }]);
    // A text without values runs as node-postgres runs it.
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    const statements = (await prepared()).filter((s) => s.includes('named-statements test'));
    expect(statements).toEqual([marked]);
  });
});
