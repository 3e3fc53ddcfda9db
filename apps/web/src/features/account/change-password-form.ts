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
