import { wsCloseCode } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { LiveClient, listen } from '../realtime/live-client.ts';
import { login, loginAs } from './login-as.ts';

describe.each(testDialects())('server-enforced account states on %s', (dialect) => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    admin = (await loginAs(ctx.app, 'admin', 'admin1234')).headers;
    url = await listen(ctx);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/${url}`, headers });

  it("makes an operator-created user change the password at first login, and refuses every call but the layout's reads until then", async () => {
    const created = await post('admin/user/create', admin, {
      user_name: 'fresh_one',
      password: 'given1234',
      name: 'Fresh',
      role: 'customer',
    });
    expect(created.json()).toMatchObject({ status: true });
    const first = await loginAs(ctx.app, 'fresh_one', 'given1234');
    expect(first.data.is_change_password).toBe('1');

    for (const refused of [
      get('auth/totp/status', first.headers),
      post('bet/getCurrentBets', first.headers, { page: 1 }),
      post('accountStatement/getUserAccountStatementHistory', first.headers, { from_date: '2026-11-01', to_date: '2026-11-02' }),
      post('bet/placeMarketBet', first.headers, { match_id: 1, market_id: 1, selection_id: 1, is_back: true, odds: 2, stack: 100 }),
      post('user/setButtonValue', first.headers, []),
    ]) {
      const res = await refused;
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: false, code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    // The layout around the change-password screen polls these; a client that logs out on a 403 (spec section 8) must get them.
    const layoutReads: [string, Promise<{ statusCode: number; json(): unknown }>][] = [
      ['balance', get('user/getUserBalance', first.headers)],
      ['exposure', get('bet/getExposureDetail', first.headers)],
      ['buttons', get('user/getButtonValue', first.headers)],
      ['casino sports', get('casino/getCasinoSport', first.headers)],
      ['cups', get('match/getCupsForMenu', first.headers)],
      ['sports', post('sport/getSports', first.headers, { is_active: '1' })],
      ['series header', post('series/getSeriesHeader', first.headers, { is_sidebar_call: 1 })],
      ['search', post('match/searchByMatchNameHeader', first.headers, { search: 'in' })],
      ['provider lobbies', get('provider/getLobbies', first.headers)],
    ];
    for (const [name, read] of layoutReads) {
      const res = await read;
      expect(res.statusCode, name).toBe(200);
      expect(res.json(), name).toMatchObject({ status: true });
    }

    const changed = await post('user/changePassword', first.headers, {
      master_password: 'given1234',
      new_password: 'mine5678',
      confirm_password: 'mine5678',
    });
    expect(changed.json()).toMatchObject({ status: true });
    // The same session goes on at once; the next login no longer asks.
    expect((await get('auth/totp/status', first.headers)).statusCode).toBe(200);
    expect((await login(ctx.app, 'fresh_one', 'mine5678')).data.is_change_password).toBe('0');
  });

  it('lets a user who must change the password log out', async () => {
    const s = await loginAs(ctx.app, 'demo_new');
    expect((await get('auth/totp/status', s.headers)).json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect((await post('user/logout', s.headers, { token: s.token })).json()).toMatchObject({ status: true });
    expect((await get('auth/totp/status', s.headers)).statusCode).toBe(401);
  });

  it("closes a self-excluded customer's sockets at once, not at the next heartbeat", async () => {
    const s = await loginAs(ctx.app, 'demo_signup');
    const sockets = [await LiveClient.open(`${url}?token=${s.token}`), await LiveClient.open(`${url}?token=${s.token}`)];
    const other = await loginAs(ctx.app, 'demo');
    const bystander = await LiveClient.open(`${url}?token=${other.token}`);
    const started = Date.now();
    expect((await post('responsibleGaming/selfExclude', s.headers, { days: 1 })).json()).toMatchObject({ status: true });
    for (const socket of sockets) expect(await socket.closed).toMatchObject({ code: wsCloseCode.unauthorized });
    expect(Date.now() - started).toBeLessThan(ctx.app.realtime.options.heartbeatMs / 10);
    expect(bystander.socket.readyState).toBe(bystander.socket.OPEN);
    bystander.close();
  });

  it("closes a customer's sockets at once when an operator locks the account", async () => {
    const s = await loginAs(ctx.app, 'demo');
    const socket = await LiveClient.open(`${url}?token=${s.token}`);
    const started = Date.now();
    expect((await post('admin/user/status', admin, { user_id: s.userId, user_lock: '1' })).json()).toMatchObject({ status: true });
    expect(await socket.closed).toMatchObject({ code: wsCloseCode.unauthorized });
    expect(Date.now() - started).toBeLessThan(ctx.app.realtime.options.heartbeatMs / 10);
    expect((await get('auth/totp/status', s.headers)).statusCode).toBe(401);
  });
});
