import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { loginAs, withLoggedInApp } from '../auth/login-as.ts';

// api.md: "Booleans that the family sends as strings ('0'/'1') are accepted as either". The
// setting's switches are sent as '0'/'1' by the family and as booleans by other clients; both
// are stored and answered as '0'/'1'. Anything else is 400 naming the field, and changes nothing.
describe.each(testDialects())('admin/settings/update switches on %s', (dialect) => {
  const s = withLoggedInApp(dialect);
  const read = async () => (await s.ctx.app.inject({ method: 'GET', url: '/api/globalSetting/getGlobalSetting' })).json().data;
  const update = async (payload: object) => {
    const admin = await loginAs(s.ctx.app, 'admin', 'admin1234');
    return s.ctx.app.inject({ method: 'POST', url: '/api/admin/settings/update', headers: admin.headers, payload });
  };

  it.each([
    [false, '0'],
    [true, '1'],
    [0, '0'],
    [1, '1'],
    ['0', '0'],
    ['1', '1'],
  ])('takes payment_gateway and is_show_apk as %j and stores %s', async (sent, stored) => {
    const res = await update({ payment_gateway: sent, is_show_apk: sent });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { payment_gateway: stored, is_show_apk: stored } });
    expect(await read()).toMatchObject({ payment_gateway: stored, is_show_apk: stored });
  });

  it('takes four_eyes_rollback as a boolean', async () => {
    expect((await update({ four_eyes_rollback: true })).json()).toMatchObject({ status: true, data: { four_eyes_rollback: '1' } });
    // false lets rollbacks through: read as '0', it is a loosening, held for a second admin.
    expect((await update({ four_eyes_rollback: false })).json()).toMatchObject({ status: true, data: { status: 'PENDING' } });
  });

  it.each(['yes', 2, null])('refuses payment_gateway %j with 400 naming the field, and changes nothing', async (sent) => {
    const before = await read();
    const res = await update({ payment_gateway: sent, site_title: 'changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('payment_gateway');
    expect(await read()).toEqual(before);
  });
});
