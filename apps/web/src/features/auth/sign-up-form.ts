import { countries, newPassword, userName } from '@bx/contract';
import { z } from 'zod';

/** The sign-up form: the contract's field rules, the dial code taken from the chosen country. */
export const signUpForm = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name').max(60, 'Name must be at most 60 characters'),
    user_name: userName,
    country_code: z.string().refine((code) => countries.some((c) => c.code === code), 'Please choose a country'),
    mobile: z
      .string()
      .trim()
      .regex(/^\d{6,15}$/, 'Mobile must be 6 to 15 digits'),
    password: newPassword,
    confirm_password: z.string().min(1, 'Please confirm the password'),
  })
  .refine((v) => v.password === v.confirm_password, { message: 'Passwords do not match', path: ['confirm_password'] });

export type SignUpForm = z.infer<typeof signUpForm>;

export const dialCodeOf = (code: string): string => countries.find((c) => c.code === code)?.dial_code ?? '+91';
