import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequest } from '@bx/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type ChangePasswordValues = z.input<typeof changePasswordRequest>;

export const changePasswordLabels: Record<keyof ChangePasswordValues, string> = {
  master_password: 'Current Password',
  old_password: 'Old Password',
  new_password: 'New Password',
  confirm_password: 'Confirm Password',
};

const required: (keyof ChangePasswordValues)[] = ['master_password', 'new_password', 'confirm_password'];
const contractResolver = zodResolver(changePasswordRequest);

/**
 * The server's own schema (contract) checks the form, with the spec's error types on top: an
 * empty required field is 'required', and a confirm password that differs is 'matching'.
 * Messages read "<Label> <problem>".
 */
export const changePasswordResolver: Resolver<ChangePasswordValues> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  const errors: FieldErrors<ChangePasswordValues> = {};
  for (const name of Object.keys(changePasswordLabels) as (keyof ChangePasswordValues)[]) {
    const error = result.errors[name];
    const label = changePasswordLabels[name];
    if (required.includes(name) && !values[name]) errors[name] = { type: 'required', message: `${label} is required` };
    else if (error && name === 'confirm_password' && error.type === 'custom')
      errors[name] = { type: 'matching', message: 'Confirm Password must match the New Password' };
    else if (error) errors[name] = { type: error.type, message: `${label} ${error.message}` };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * Where a refusal belongs: the server names the field it is about ("master_password: the current
 * password is wrong."), so the message goes under that field, in words and without the wire name;
 * a refusal about no field stays the form's own.
 */
export function refusalField(message: string): { name: keyof ChangePasswordValues | 'root'; message: string } {
  const named = /^(\w+): (.+)$/.exec(message);
  const name = named?.[1];
  if (!named || !name || !(name in changePasswordLabels)) return { name: 'root', message };
  const text = named[2]!;
  return { name: name as keyof ChangePasswordValues, message: text.charAt(0).toUpperCase() + text.slice(1) };
}
