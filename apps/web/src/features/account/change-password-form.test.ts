import { describe, expect, it } from 'vitest';
import { changePasswordResolver, refusalField, type ChangePasswordValues } from './change-password-form.ts';

const valid: ChangePasswordValues = {
  master_password: 'demo1234',
  old_password: '',
  new_password: 'secret99',
  confirm_password: 'secret99',
};

async function errorsOf(values: Partial<ChangePasswordValues>) {
  const result = await changePasswordResolver({ ...valid, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, { type: e?.type, message: e?.message }]));
}

describe('the change-password form rules (spec section 5)', () => {
  it('accepts a valid form with or without the optional old password', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ old_password: 'demo1234' })).toEqual({});
  });

  it('requires the master password, the new password and the confirmation', async () => {
    const errors = await errorsOf({ master_password: '', new_password: '', confirm_password: '' });
    expect(errors).toEqual({
      master_password: { type: 'required', message: 'Current Password is required' },
      new_password: { type: 'required', message: 'New Password is required' },
      confirm_password: { type: 'required', message: 'Confirm Password is required' },
    });
  });

  it('needs at least 8 characters', async () => {
    expect((await errorsOf({ new_password: 'abc1234', confirm_password: 'abc1234' })).new_password?.message).toBe(
      'New Password must be at least 8 characters',
    );
  });

  it('allows only letters, digits and @$!%*#?&', async () => {
    expect(await errorsOf({ new_password: 'abc@$!%*#?&1', confirm_password: 'abc@$!%*#?&1' })).toEqual({});
    expect((await errorsOf({ new_password: 'abcd 1234', confirm_password: 'abcd 1234' })).new_password?.message).toMatch(
      /only letters, digits and @\$!%\*#\?&/,
    );
  });

  it('needs a letter and a digit', async () => {
    expect((await errorsOf({ new_password: '12345678', confirm_password: '12345678' })).new_password?.message).toMatch(
      /at least one letter/,
    );
    expect((await errorsOf({ new_password: 'abcdefgh', confirm_password: 'abcdefgh' })).new_password?.message).toMatch(
      /at least one digit/,
    );
  });

  it("flags a confirmation that differs from the new password with the type 'matching'", async () => {
    expect((await errorsOf({ confirm_password: 'secret98' })).confirm_password).toEqual({
      type: 'matching',
      message: 'Confirm Password must match the New Password',
    });
  });

  it("puts the server's refusal under the field it names, in words; one about no field stays the form's", () => {
    expect(refusalField('master_password: the current password is wrong.')).toEqual({
      name: 'master_password',
      message: 'The current password is wrong.',
    });
    expect(refusalField('new_password: must differ from the current password.')).toEqual({
      name: 'new_password',
      message: 'Must differ from the current password.',
    });
    expect(refusalField('Too many wrong tries: wait 15 minutes.')).toEqual({
      name: 'root',
      message: 'Too many wrong tries: wait 15 minutes.',
    });
    expect(refusalField('user_id: not yours.')).toEqual({ name: 'root', message: 'user_id: not yours.' });
  });
});
