import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { login, loginAs, withLoggedInApp } from './login-as.ts';

describe.each(testDialects())('login of a self-excluded customer on %s', (dialect) => {
  const suite = withLoggedInApp(dialect, 'demo_signup');

  it('refuses the login with SELF_EXCLUDED until the period ends, after a correct password only', async () => {
    const { app } = suite.ctx;
    const excluded = await app.inject({
      method: 'POST',
      url: '/api/responsibleGaming/selfExclude',
      headers: suite.headers,
      payload: { days: 3 },
    });
    expect(excluded.json().status).toBe(true);

    expect(await login(app, 'demo_signup', 'demo1234')).toMatchObject({ status: false, code: 'SELF_EXCLUDED' });
    expect(await login(app, 'demo_signup', 'wrong-password1')).toMatchObject({ status: false, code: 'INVALID_CREDENTIALS' });
    // Another customer is unaffected.
    await expect(loginAs(app, 'demo')).resolves.toMatchObject({ data: { user_name: 'demo' } });
  });
});
