import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

describe.each(testDialects())('ledger audit on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  it('finds nothing on a ledger written by the API and reports a balance that no longer matches its rows', async () => {
    const c = await w.customer(250);
    await w.expectAuditClean();
    await sql`UPDATE accounts SET balance = balance + 1 WHERE user_id = ${c.userId} AND kind = 'CUSTOMER_MAIN'`.execute(w.ctx.database.db);
    const audit = await w.admin('admin/audit/ledger');
    expect(audit.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'ACCOUNT_BALANCE', expected: 25000, actual: 25001 }),
        expect.objectContaining({ kind: 'LEDGER_TOTAL' }),
      ]),
    );
    await sql`UPDATE accounts SET balance = balance - 1 WHERE user_id = ${c.userId} AND kind = 'CUSTOMER_MAIN'`.execute(w.ctx.database.db);
    await w.expectAuditClean();
  });
});
