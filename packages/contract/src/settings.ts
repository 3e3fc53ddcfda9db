import { z } from 'zod';
import { flagString } from './envelope.ts';
import { positiveRupees } from './money.ts';

/** Spec section 3: the site-wide setting, public (no token). */
export const globalSetting = z.object({
  logo: z.string(),
  site_message: z.string(),
  payment_gateway: flagString,
  is_show_apk: flagString,
  welcome_banner: z.string(),
  site_title: z.string(),
  favicon: z.string(),
  bg_primary_color: z.string(),
  bg_secondry_color: z.string(),
  text_primary_color: z.string(),
  text_secondry_color: z.string(),
  other_color: z.string(),
  fb_link: z.string(),
  insta_link: z.string(),
  telegram_link: z.string(),
  twiter_link: z.string(),
  whatsapp_link: z.string(),
});
export type GlobalSetting = z.infer<typeof globalSetting>;

export const buttonType = z.enum(['Game', 'Casino']);
export type ButtonType = z.infer<typeof buttonType>;

/** One quick-stake button: a label and a stake in rupees. */
export const buttonValue = z.object({
  button_name: z.string().trim().min(1, 'must not be empty').max(20, 'must be at most 20 characters'),
  button_value: positiveRupees,
  type: buttonType,
});
export type ButtonValue = z.infer<typeof buttonValue>;

export const MAX_BUTTON_ROWS = 20;

/**
 * POST user/setButtonValue: the payload is the array itself (spec section 7). Types present in
 * the array replace the user's rows of that type; a type left out keeps its rows.
 */
export const setButtonValueRequest = z
  .array(buttonValue)
  .min(1, 'must contain at least one button')
  .max(MAX_BUTTON_ROWS, `must contain at most ${MAX_BUTTON_ROWS} buttons`);

/** GET user/getButtonValue answers a JSON string of these rows (the family's format). */
export const buttonValueRows = z.array(z.object({ button_name: z.string(), button_value: z.number(), type: buttonType }));
