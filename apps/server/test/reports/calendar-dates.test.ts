import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';
import { postCall } from '../helpers/post-call.ts';

// A report's days are checked as days that exist: a malformed one is 400 naming the field, never
// read as another day (Date.parse takes 2026-11-31 for 1 December and 2026-02-30 for 2 March).
describe('report dates', () => {
  let w: MoneyWorld;
  let c: Customer;
  beforeAll(async () => {
    w = await MoneyWorld.create('sqlite');
    c = await w.customer(100);
  });
  afterAll(() => w.close());

  it.each(['2026-11-31', '2026-02-30', '2026-13-01', '2026-00-10'])('refuses %s as a from_date with 400 naming it', async (day) => {
    for (const [path, body] of [
      ['accountStatement/getUserAccountStatementHistory', { page: 1, account_type: 'All', from_date: day, to_date: '2026-11-28' }],
      ['report/getProfitLoss', { from_date: day, to_date: '2026-11-28' }],
    ] as const) {
      const { statusCode, body: answer } = await postCall(w.ctx.app, c.token, path, body);
      expect(statusCode, path).toBe(400);
      expect(answer).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
      expect(answer.message, path).toMatch(/from_date/);
    }
  });

  it('takes a leap day that exists', async () => {
    const { statusCode } = await postCall(w.ctx.app, c.token, 'report/getProfitLoss', { from_date: '2028-02-29', to_date: '2028-02-29' });
    expect(statusCode).toBe(200);
  });
});
