import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { loginAs, withLoggedInApp } from '../auth/login-as.ts';

describe.each(testDialects())('admin/settings/update on %s', (dialect) => {
  const s = withLoggedInApp(dialect);
  const read = async () => (await s.ctx.app.inject({ method: 'GET', url: '/api/globalSetting/getGlobalSetting' })).json().data;
  const update = async (headers: Record<string, string>, payload: object) =>
    s.ctx.app.inject({ method: 'POST', url: '/api/admin/settings/update', headers, payload });

  it('changes only the given fields, for everyone to read', async () => {
    const admin = await loginAs(s.ctx.app, 'admin', 'admin1234');
    const before = await read();
    const res = await update(admin.headers, { site_message: 'Welcome back', fb_link: 'https://facebook.com/exchange' });
    expect(res.json()).toMatchObject({ status: true, data: { site_message: 'Welcome back' } });
    expect(await read()).toEqual({ ...before, site_message: 'Welcome back', fb_link: 'https://facebook.com/exchange' });
    expect((await update(admin.headers, { fb_link: '' })).json()).toMatchObject({ status: true, data: { fb_link: '' } });
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>1</script>', '//evil.example', 'https://x y', 'ftp://x'])(
    'refuses the link %s with 400 naming the field, and changes nothing',
    async (link) => {
      const admin = await loginAs(s.ctx.app, 'admin', 'admin1234');
      const before = await read();
      const res = await update(admin.headers, { whatsapp_link: link, site_message: 'changed' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('whatsapp_link');
      expect(await read()).toEqual(before);
    },
  );

  it('sets the slot image base for everyone to read, without a trailing slash, and back to the site itself', async () => {
    const admin = await loginAs(s.ctx.app, 'admin', 'admin1234');
    expect((await read()).image_base).toBe('');
    const res = await update(admin.headers, { image_base: 'https://cdn.example.com/assets/' });
    expect(res.json()).toMatchObject({ status: true, data: { image_base: 'https://cdn.example.com/assets' } });
    expect((await read()).image_base).toBe('https://cdn.example.com/assets');
    expect((await update(admin.headers, { image_base: '' })).json()).toMatchObject({ status: true, data: { image_base: '' } });
    expect((await read()).image_base).toBe('');
  });

  it.each([
    'javascript:alert(1)',
    '//cdn.example.com',
    'data:image/avif;base64,AAAA',
    'https://cdn.example.com/?x=1',
    'https://cdn.example.com#x',
  ])('refuses the image base %s with 400 naming the field, and changes nothing', async (base) => {
    const admin = await loginAs(s.ctx.app, 'admin', 'admin1234');
    const before = await read();
    const res = await update(admin.headers, { image_base: base });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('image_base');
    expect(await read()).toEqual(before);
  });

  it('refuses a customer (403), an unknown field and an empty update (400)', async () => {
    expect((await update(s.headers, { site_message: 'x' })).statusCode).toBe(403);
    const admin = await loginAs(s.ctx.app, 'admin', 'admin1234');
    expect((await update(admin.headers, { no_such_field: 'x' })).statusCode).toBe(400);
    expect((await update(admin.headers, {})).statusCode).toBe(400);
  });
});
