import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { loginAs, withLoggedInApp } from '../auth/login-as.ts';

const gameDefaults = [100, 500, 1000, 5000, 10000, 25000, 50000, 100000];
const casinoDefaults = [25, 50, 100, 200, 500, 1000];

describe.each(testDialects())('settings on %s', (dialect) => {
  const s = withLoggedInApp(dialect);

  const getButtons = async (h = s.headers) => {
    const body = (await s.ctx.app.inject({ method: 'GET', url: '/api/user/getButtonValue', headers: h })).json();
    expect(typeof body.data).toBe('string');
    return JSON.parse(body.data) as { button_name: string; button_value: number; type: string }[];
  };
  const setButtons = (payload: unknown) =>
    s.ctx.app.inject({ method: 'POST', url: '/api/user/setButtonValue', headers: s.headers, payload: payload as object });

  it('serves every field of the global setting without a token', async () => {
    const res = await s.ctx.app.inject({ method: 'GET', url: '/api/globalSetting/getGlobalSetting' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(
      [
        'bg_primary_color',
        'bg_secondry_color',
        'fb_link',
        'favicon',
        'image_base',
        'insta_link',
        'is_show_apk',
        'logo',
        'other_color',
        'payment_gateway',
        'site_message',
        'site_title',
        'telegram_link',
        'text_primary_color',
        'text_secondry_color',
        'twiter_link',
        'welcome_banner',
        'whatsapp_link',
      ].sort(),
    );
    expect(data).toMatchObject({ payment_gateway: '1', logo: '/logo.svg', image_base: '' });
  });

  it('answers the default buttons as a JSON string until the user sets their own', async () => {
    const rows = await getButtons();
    expect(rows.filter((r) => r.type === 'Game').map((r) => r.button_value)).toEqual(gameDefaults);
    expect(rows.filter((r) => r.type === 'Casino').map((r) => r.button_value)).toEqual(casinoDefaults);
  });

  it('replaces the rows of the types sent and keeps the others', async () => {
    const res = await setButtons([
      { button_name: '1k', button_value: 1000, type: 'Game' },
      { button_name: '2.5k', button_value: '2500.50', type: 'Game' },
    ]);
    expect(res.json()).toEqual({ status: true, message: 'Button values updated.', data: null });
    const rows = await getButtons();
    expect(rows.filter((r) => r.type === 'Game')).toEqual([
      { button_name: '1k', button_value: 1000, type: 'Game' },
      { button_name: '2.5k', button_value: 2500.5, type: 'Game' },
    ]);
    expect(rows.filter((r) => r.type === 'Casino').map((r) => r.button_value)).toEqual(casinoDefaults);
    const other = await loginAs(s.ctx.app, 'demo_signup');
    expect((await getButtons(other.headers)).filter((r) => r.type === 'Game').map((r) => r.button_value)).toEqual(gameDefaults);
  });

  it.each([
    ['a non-numeric value', [{ button_name: 'x', button_value: 'abc', type: 'Game' }], 'button_value'],
    ['a negative value', [{ button_name: 'x', button_value: -5, type: 'Game' }], 'more than 0'],
    ['a zero value', [{ button_name: 'x', button_value: 0, type: 'Game' }], 'more than 0'],
    ['an absurd value', [{ button_name: 'x', button_value: 10_000_001, type: 'Game' }], 'at most'],
    ['an empty label', [{ button_name: '  ', button_value: 100, type: 'Game' }], 'button_name'],
    ['an unknown type', [{ button_name: 'x', button_value: 100, type: 'Poker' }], 'type'],
    ['more than 20 rows', Array.from({ length: 21 }, (_, i) => ({ button_name: `b${i}`, button_value: 100, type: 'Game' })), 'at most 20'],
    ['an object instead of the array', { data: [] }, 'Invalid request'],
  ])('rejects %s with 400 and changes nothing, not even the valid rows beside it', async (_what, payload, words) => {
    const before = await getButtons();
    const validRow = { button_name: 'ok', button_value: 100, type: 'Casino' };
    const res = await setButtons(Array.isArray(payload) ? [validRow, ...payload] : payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(words);
    expect(await getButtons()).toEqual(before);
  });

  it('rejects an empty list with 400', async () => {
    const res = await setButtons([]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at least one');
  });

  it('requires a login for button values', async () => {
    expect(
      (
        await s.ctx.app.inject({
          method: 'POST',
          url: '/api/user/setButtonValue',
          payload: [{ button_name: 'x', button_value: 100, type: 'Game' }],
        })
      ).statusCode,
    ).toBe(401);
  });
});
