import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { loginAs, nextAddress } from './login-as.ts';

const valid = {
  name: 'Ravi Kumar',
  user_name: 'ravi_k',
  mobile: '9876543210',
  dial_code: '+91',
  country_code: 'IN',
  password: 'secret123',
  confirm_password: 'secret123',
};

describe.each(testDialects())('sign-up on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  const signup = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/signup', remoteAddress: nextAddress(), payload });

  it('creates a signup customer whose parent is the operator admin, logged in at once', async () => {
    const res = await signup(valid);
    const admin = await loginAs(ctx.app, 'admin', 'admin1234');
    expect(res.json()).toMatchObject({
      status: true,
      data: { user_name: 'ravi_k', name: 'Ravi Kumar', is_signup_user: '1', is_change_password: '0', parent_id: admin.userId },
    });
    const again = await loginAs(ctx.app, 'RAVI_K', 'secret123');
    expect(again.userId).toBe(res.json().data.user_id);
  });

  it('refuses a taken user name regardless of case', async () => {
    const res = await signup({ ...valid, user_name: 'Demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: false, code: 'USER_NAME_TAKEN' });
  });

  it.each([
    ['user_name', { user_name: 'abc' }, 'at least 4'],
    ['user_name', { user_name: 'bad name!' }, 'letters, digits and _'],
    ['user_name', { user_name: 'a'.repeat(21) }, 'at most 20'],
    ['mobile', { mobile: '12ab5678' }, '6 to 15 digits'],
    ['country_code', { country_code: 'XX' }, 'country code'],
    ['password', { password: 'short1', confirm_password: 'short1' }, 'at least 8'],
    ['password', { password: 'lettersonly', confirm_password: 'lettersonly' }, 'one digit'],
    ['password', { password: 'pass word1', confirm_password: 'pass word1' }, '@$!%*#?&'],
    ['confirm_password', { confirm_password: 'secret124' }, 'must match'],
  ])('rejects a bad %s with 400 naming it', async (field, change, words) => {
    const res = await signup({ ...valid, user_name: 'newbie_1', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(res.json().message).toContain(words);
    const created = await ctx.database.db.selectFrom('users').select('user_id').where('user_name_key', '=', 'newbie_1').executeTakeFirst();
    expect(created).toBeUndefined();
  });
});
