import { callTable, isAuditedCall } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

/** Bodies no call takes, as raw JSON text: they must never reach a handler or the audit. */
const HOSTILE = ['[]', '[{"user_id":2}]', '"x"', '5', 'null'];

describe.each(testDialects())('bodies that are not objects on %s', (dialect) => {
  let w: MoneyWorld;
  let customer: Customer;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    customer = await w.customer(100);
  });
  afterAll(async () => w?.close());

  const auditRows = async () =>
    Number(
      (
        await w.ctx.database.db
          .selectFrom('operator_actions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const send = (token: string, path: string, json: string) =>
    w.ctx.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: json,
    });
  const list = (body: object = {}) => w.call(w.adminToken, 'admin/audit/actions', { page: 1, limit: 100, ...body });

  it('every operator call answers an array, a string, a number or null with 400 VALIDATION_ERROR and records nothing', async () => {
    const audited = callTable.filter(isAuditedCall);
    expect(audited.length).toBeGreaterThan(25);
    const rows = await auditRows();
    for (const call of audited)
      for (const json of HOSTILE) {
        const res = await send(w.adminToken, call.path, json);
        expect([call.path, json, res.statusCode, res.json().code]).toEqual([call.path, json, 400, 'VALIDATION_ERROR']);
        expect(res.json().message, call.path).toMatch(/^Invalid request: .*(expected|must)/);
      }
    expect(await auditRows()).toBe(rows);
    expect((await list()).status).toBe(true);
  });

  it('every other call with a body refuses them too, for the caller it admits', async () => {
    for (const call of callTable.filter((c) => c.body !== undefined && !isAuditedCall(c))) {
      const token = call.access === 'customer' ? customer.token : w.adminToken;
      for (const json of HOSTILE) {
        const res = await send(token, call.path, json);
        expect([call.path, json, res.statusCode, res.json().code]).toEqual([call.path, json, 400, 'VALIDATION_ERROR']);
      }
    }
  });

  it('a call whose body may be left out still answers without one', async () => {
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/sport/getSports',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect([res.statusCode, res.json().status]).toEqual([200, true]);
  });

  it('stores the request as the call parsed it, not as it was sent', async () => {
    const sent = { user_id: customer.userId, bet_lock: '0', user_lock: '0', injected: '<script>', nested: [1, 2] };
    expect(await w.call(w.adminToken, 'admin/user/status', sent)).toMatchObject({ status: true });
    const [row] = (await list({ action: 'admin/user/status', user_id: customer.userId })).data.data;
    expect(row.request).toEqual({ user_id: customer.userId, bet_lock: false, user_lock: false });
  });

  it('the array body of admin/settings/setButtons is recorded under value, and the audit still lists', async () => {
    const buttons = [{ button_name: '1k', button_value: 1000, type: 'Game' }];
    const set = await w.call(w.adminToken, 'admin/settings/setButtons', buttons);
    expect(set, set.message).toMatchObject({ status: true });
    const listed = await list({ action: 'admin/settings/setButtons' });
    expect(listed, listed.message).toMatchObject({ status: true });
    expect(listed.data.data[0].request).toEqual({ value: [expect.objectContaining({ button_name: '1k', button_value: 1000 })] });
  });

  it('lists a row already stored with an array request, a string before and an after that is not JSON', async () => {
    const { action_id } = await w.ctx.database.db
      .insertInto('operator_actions')
      .values({
        created_at: Date.now(),
        actor_id: 1,
        actor_name: 'admin',
        actor_role: 'admin',
        action: 'admin/user/status',
        target_type: null,
        target_id: null,
        target_user_id: null,
        target_name: null,
        reason: null,
        ip: '127.0.0.1',
        request_json: '[{"user_id":2}]',
        before_json: '"x"',
        after_json: 'not json',
        linked_action_id: null,
      })
      .returning('action_id')
      .executeTakeFirstOrThrow();
    const listed = await list();
    expect(listed, listed.message).toMatchObject({ status: true });
    expect(listed.data.data.find((r: { action_id: number }) => r.action_id === Number(action_id))).toMatchObject({
      request: { value: [{ user_id: 2 }] },
      before: { value: 'x' },
      after: { value: 'not json' },
      linked_action_id: null,
    });
  });
});
