import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { loginAs, nextAddress, withLoggedInApp } from '../auth/login-as.ts';

type Headers = Record<string, string>;
interface Row {
  sport_id: string;
  is_active: string;
  order: number;
}
interface Button {
  button_name: string;
  button_value: number;
  type: string;
}

describe.each(testDialects())('the admin settings on %s', (dialect) => {
  const s = withLoggedInApp(dialect);
  const admin = async () => (await loginAs(s.ctx.app, 'admin', 'admin1234')).headers;
  const get = async (url: string, headers: Headers = {}) => s.ctx.app.inject({ method: 'GET', url: `/api/${url}`, headers });
  const post = async (url: string, headers: Headers, payload: unknown) =>
    s.ctx.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload: payload as object });
  const customerList = async (): Promise<Row[]> => (await get('casino/getCasinoSport', s.headers)).json().data;
  const active = (rows: Row[]) => rows.filter((r) => r.is_active === '1').map((r) => r.sport_id);
  const buttonsOf = async (headers: Headers): Promise<Button[]> => JSON.parse((await get('user/getButtonValue', headers)).json().data);
  const auditCount = async (action: string) =>
    Number(
      (
        await s.ctx.database.db
          .selectFrom('operator_actions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('casino sports', () => {
    it('switching a casino sport off hides it from the customer menus, and switching it on brings it back', async () => {
      const headers = await admin();
      expect(active(await customerList())).toEqual(['matka', 'worldcasino', 'slotgator']);
      const off = await post('admin/casinoSport/update', headers, { sport_id: 'matka', is_active: '0' });
      expect(off.json()).toMatchObject({ status: true, data: [{ sport_id: 'matka', is_active: '0', order: 1 }, {}, {}] });
      // The spec's customer gets every row with its flag and shows the active ones.
      expect(active(await customerList())).toEqual(['worldcasino', 'slotgator']);
      expect((await customerList()).find((r) => r.sport_id === 'matka')).toMatchObject({ is_active: '0' });
      // The admin's list still has it, to switch it back on.
      expect((await get('admin/casinoSport/list', headers)).json().data.map((r: Row) => r.sport_id)).toContain('matka');
      expect((await post('admin/casinoSport/update', headers, { sport_id: 'matka', is_active: true })).json().status).toBe(true);
      expect(active(await customerList())).toEqual(['matka', 'worldcasino', 'slotgator']);
      expect(await auditCount('admin/casinoSport/update')).toBe(2);
    });

    it('moves a sport to a place and renumbers the others 1..n, which the customer sees in that order', async () => {
      const headers = await admin();
      const moved = await post('admin/casinoSport/update', headers, { sport_id: 'slotgator', order: 1 });
      expect(moved.json().data.map((r: Row) => [r.sport_id, r.order])).toEqual([
        ['slotgator', 1],
        ['matka', 2],
        ['worldcasino', 3],
      ]);
      expect((await customerList()).map((r) => r.sport_id)).toEqual(['slotgator', 'matka', 'worldcasino']);
      // A place past the end is the end.
      await post('admin/casinoSport/update', headers, { sport_id: 'slotgator', order: 99 });
      expect((await customerList()).map((r) => [r.sport_id, r.order])).toEqual([
        ['matka', 1],
        ['worldcasino', 2],
        ['slotgator', 3],
      ]);
    });

    it.each([
      ['an unknown sport', { sport_id: 'poker', is_active: '1' }],
      ['neither is_active nor order', { sport_id: 'matka' }],
      ['an order of 0', { sport_id: 'matka', order: 0 }],
      ['a fractional order', { sport_id: 'matka', order: 1.5 }],
      ['a bad flag', { sport_id: 'matka', is_active: 'yes' }],
      ['an unknown field', { sport_id: 'matka', is_active: '0', name: 'x' }],
    ])('refuses %s with 400 and changes nothing', async (_what, payload) => {
      const before = await customerList();
      const res = await post('admin/casinoSport/update', await admin(), payload);
      expect(res.statusCode).toBe(400);
      expect(await customerList()).toEqual(before);
    });

    it('answers CASINO_SPORT_NOT_FOUND for a known sport this site has not installed, and records nothing', async () => {
      const db = s.ctx.database.db;
      const row = await db.selectFrom('casino_sports').selectAll().where('sport_id', '=', 'slotgator').executeTakeFirstOrThrow();
      await db.deleteFrom('casino_sports').where('sport_id', '=', 'slotgator').execute();
      const audited = await auditCount('admin/casinoSport/update');
      const res = await post('admin/casinoSport/update', await admin(), { sport_id: 'slotgator', is_active: '1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: false, code: 'CASINO_SPORT_NOT_FOUND' });
      expect((await customerList()).map((r) => r.sport_id)).not.toContain('slotgator');
      expect(await auditCount('admin/casinoSport/update')).toBe(audited);
      await db.insertInto('casino_sports').values(row).execute();
    });

    it('refuses a customer and an agent (403)', async () => {
      const agent = (await loginAs(s.ctx.app, 'demo_agent')).headers;
      for (const headers of [s.headers, agent]) {
        expect((await post('admin/casinoSport/update', headers, { sport_id: 'matka', is_active: '0' })).statusCode).toBe(403);
        expect((await get('admin/casinoSport/list', headers)).statusCode).toBe(403);
      }
      expect(active(await customerList())).toContain('matka');
    });
  });

  describe('default buttons', () => {
    const defaults = [
      { button_name: 'Ten', button_value: 10, type: 'Game' },
      { button_name: 'Twenty', button_value: '20.50', type: 'Game' },
      { button_name: 'Five', button_value: 5, type: 'Casino' },
    ];

    it('reach a customer who never set buttons, not one who set their own', async () => {
      const own = [{ button_name: 'Mine', button_value: 700, type: 'Game' }];
      expect((await post('user/setButtonValue', s.headers, own)).json().status).toBe(true);
      const headers = await admin();
      const res = await post('admin/settings/setButtons', headers, defaults);
      const expected = [
        { button_name: 'Ten', button_value: 10, type: 'Game' },
        { button_name: 'Twenty', button_value: 20.5, type: 'Game' },
        { button_name: 'Five', button_value: 5, type: 'Casino' },
      ];
      expect(res.json()).toMatchObject({ status: true, data: expected });
      expect((await get('admin/settings/getButtons', headers)).json().data).toEqual(expected);
      expect(await auditCount('admin/settings/setButtons')).toBe(1);

      const signup = await s.ctx.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        remoteAddress: nextAddress(),
        payload: {
          name: 'New Customer',
          user_name: `fresh_${dialect}`,
          mobile: '9876543210',
          dial_code: '+91',
          country_code: 'IN',
          password: 'secret123',
          confirm_password: 'secret123',
        },
      });
      const fresh = { authorization: `Bearer ${signup.json().data.token}` };
      expect(await buttonsOf(fresh)).toEqual(expected);
      // The demo customer keeps its own Game buttons and gets the new Casino defaults it never set.
      expect(await buttonsOf(s.headers)).toEqual([
        { button_name: 'Mine', button_value: 700, type: 'Game' },
        { button_name: 'Five', button_value: 5, type: 'Casino' },
      ]);
    });

    it.each([
      ['a zero stake', [{ button_name: 'x', button_value: 0, type: 'Game' }]],
      ['an empty label', [{ button_name: ' ', button_value: 10, type: 'Game' }]],
      ['an unknown type', [{ button_name: 'x', button_value: 10, type: 'Poker' }]],
      ['no rows', []],
      [
        'a bad row beside a good one',
        [
          { button_name: 'ok', button_value: 10, type: 'Casino' },
          { button_name: 'x', button_value: 'abc', type: 'Game' },
        ],
      ],
    ])('refuses %s with 400 and changes nothing', async (_what, payload) => {
      const headers = await admin();
      const before = (await get('admin/settings/getButtons', headers)).json().data;
      expect((await post('admin/settings/setButtons', headers, payload)).statusCode).toBe(400);
      expect((await get('admin/settings/getButtons', headers)).json().data).toEqual(before);
    });

    it('refuses a customer (403) and leaves the defaults', async () => {
      const before = (await get('admin/settings/getButtons', await admin())).json().data;
      expect((await post('admin/settings/setButtons', s.headers, defaults)).statusCode).toBe(403);
      expect((await get('admin/settings/getButtons', s.headers)).statusCode).toBe(403);
      expect((await get('admin/settings/getButtons', await admin())).json().data).toEqual(before);
    });
  });

  describe('four eyes', () => {
    it('reads the rules the public setting leaves out, and reads back what admin/settings/update set', async () => {
      const headers = await admin();
      expect((await get('admin/settings/fourEyes', headers)).json().data).toEqual({
        four_eyes_credit_threshold: 0,
        four_eyes_rollback: '1',
      });
      // Rollbacks no longer waiting loosens a rule in force: the change waits for a second admin.
      const res = await post('admin/settings/update', headers, { four_eyes_credit_threshold: '2500.50', four_eyes_rollback: '0' });
      expect(res.json()).toMatchObject({ status: true, data: { status: 'PENDING' } });
      expect((await get('admin/settings/fourEyes', headers)).json().data).toEqual({
        four_eyes_credit_threshold: 0,
        four_eyes_rollback: '1',
      });
      const second = (await loginAs(s.ctx.app, 'admin2', 'admin1234')).headers;
      const decided = await post('admin/approval/decide', second, {
        approval_id: res.json().data.approval_id,
        decision: 'APPROVE',
        password: 'admin1234',
      });
      expect(decided.json()).toMatchObject({ status: true, data: { status: 'APPROVED' } });
      expect((await get('admin/settings/fourEyes', headers)).json().data).toEqual({
        four_eyes_credit_threshold: 2500.5,
        four_eyes_rollback: '0',
      });
      expect(Object.keys((await get('globalSetting/getGlobalSetting')).json().data)).not.toContain('four_eyes_rollback');
      expect((await post('admin/settings/update', headers, { four_eyes_credit_threshold: -1 })).statusCode).toBe(400);
      expect((await get('admin/settings/fourEyes', headers)).json().data.four_eyes_credit_threshold).toBe(2500.5);
      // Rollbacks waiting again tightens, and takes effect at once; switching the threshold off waits.
      expect((await post('admin/settings/update', headers, { four_eyes_rollback: '1' })).json()).toMatchObject({
        status: true,
        data: { four_eyes_rollback: '1', four_eyes_credit_threshold: 2500.5 },
      });
      const off = (await post('admin/settings/update', headers, { four_eyes_credit_threshold: 0 })).json();
      expect(off).toMatchObject({ status: true, data: { status: 'PENDING' } });
      await post('admin/approval/decide', second, { approval_id: off.data.approval_id, decision: 'APPROVE', password: 'admin1234' });
      expect((await get('admin/settings/fourEyes', headers)).json().data).toEqual({
        four_eyes_credit_threshold: 0,
        four_eyes_rollback: '1',
      });
    });

    it('holds a loosening of four eyes for a second admin, so one admin cannot switch it off and act alone', async () => {
      const headers = await admin();
      const raise = (threshold: number) => post('admin/settings/update', headers, { four_eyes_credit_threshold: threshold });
      // Tightening (a threshold where there was none, then a lower one) takes effect at once.
      expect((await raise(5000)).json()).toMatchObject({ status: true, data: { four_eyes_credit_threshold: 5000 } });
      expect((await raise(1000)).json()).toMatchObject({ status: true, data: { four_eyes_credit_threshold: 1000 } });
      // Raising it, switching it off or letting rollbacks through waits, and changes nothing yet.
      for (const change of [{ four_eyes_credit_threshold: 1000.01 }, { four_eyes_credit_threshold: 0 }, { four_eyes_rollback: '0' }]) {
        const held = (await post('admin/settings/update', headers, { ...change, site_title: 'Held title' })).json();
        expect(held, JSON.stringify(change)).toMatchObject({ status: true, data: { status: 'PENDING' } });
      }
      expect((await get('admin/settings/fourEyes', headers)).json().data).toEqual({
        four_eyes_credit_threshold: 1000,
        four_eyes_rollback: '1',
      });
      expect((await get('globalSetting/getGlobalSetting')).json().data.site_title).not.toBe('Held title');
      // The admin who asked cannot approve its own loosening.
      const list = (await post('admin/approval/list', headers, { status: 'PENDING' })).json().data;
      const mine = list.data.filter((r: { kind: string }) => r.kind === 'SETTINGS_UPDATE');
      expect(mine).toHaveLength(3);
      expect(mine.map((r: { summary: string }) => r.summary)).toContain('Change the settings: no credit waits, site_title');
      expect(
        (
          await post('admin/approval/decide', headers, { approval_id: mine[0].approval_id, decision: 'APPROVE', password: 'admin1234' })
        ).json(),
      ).toMatchObject({
        status: false,
        code: 'SAME_OPERATOR',
      });
      const second = (await loginAs(s.ctx.app, 'admin2', 'admin1234')).headers;
      for (const r of mine)
        await post('admin/approval/decide', second, { approval_id: r.approval_id, decision: 'REJECT', password: 'admin1234' });
      const lower = (await raise(0)).json();
      await post('admin/approval/decide', second, { approval_id: lower.data.approval_id, decision: 'APPROVE', password: 'admin1234' });
      expect((await get('admin/settings/fourEyes', headers)).json().data).toEqual({
        four_eyes_credit_threshold: 0,
        four_eyes_rollback: '1',
      });
    });

    it('refuses a customer and an agent (403)', async () => {
      const agent = (await loginAs(s.ctx.app, 'demo_agent')).headers;
      for (const headers of [s.headers, agent]) expect((await get('admin/settings/fourEyes', headers)).statusCode).toBe(403);
    });
  });
});
