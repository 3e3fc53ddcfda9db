import { z } from 'zod';
import { flag, flagString } from './envelope.ts';
import { positiveRupees, rupees } from './money.ts';

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
  /** Where slot thumbnails are loaded from: `{image_base}/Slotgater/{id}.avif`; '' = the site itself. */
  image_base: z.string(),
});
export type GlobalSetting = z.infer<typeof globalSetting>;

/**
 * Four eyes (operators only, never in the public setting): chips or a wallet credit above
 * `four_eyes_credit_threshold` rupees (0 = off), and every rollback while `four_eyes_rollback`
 * is '1', wait for a second operator's approval (admin/approval/decide).
 */
export const fourEyesSetting = z.object({ four_eyes_credit_threshold: z.number(), four_eyes_rollback: flagString });
export type FourEyesSetting = z.infer<typeof fourEyesSetting>;

/** What admin/settings/update answers: the public setting and the four eyes rules. */
export const adminGlobalSetting = globalSetting.extend(fourEyesSetting.shape);

/** Whether a stored link may be rendered as one: an absolute http: or https: URL, nothing else (no javascript:, data: ...). */
export function isWebLink(value: string): boolean {
  // A scheme of exactly http or https, then a host: `javascript:`, `data:`, `//host` and
  // anything with spaces or control characters do not pass.
  return /^https?:\/\/[^\s/?#\\]+[^\s\\]*$/i.test(value);
}

const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isWebLink(v), 'must be an http:// or https:// URL (or empty for none)');
/** Logo and favicon: a path on the site itself or an http(s) URL. */
const image = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/[^/\\\s][^\s\\]*$/.test(v) || isWebLink(v), 'must be a path on the site (/logo.svg) or an http(s) URL');
/** An image host the lobby prefixes to `/Slotgater/{id}.avif`: an http(s) origin or path, no query or fragment; '' = the site. */
const imageBase = link
  .refine((v) => !/[?#]/.test(v), 'must be an http:// or https:// URL without ? or # (or empty for the site itself)')
  // So the lobby can always append `/Slotgater/...` without a double slash.
  .transform((v) => v.replace(/\/+$/, ''));
const color = z
  .string()
  .trim()
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'must be a colour as #rgb or #rrggbb');
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
/**
 * A switch of the setting: '0'/'1' or a boolean (api.md: booleans the family sends as strings are
 * accepted as either), stored and answered as '0'/'1'.
 */
const switchFlag = flag.transform((on) => (on ? '1' : '0') as '0' | '1');

/** admin/settings/update: any fields of the global setting; link fields only http(s) URLs or empty. */
export const settingsUpdateRequest = z
  .object({
    logo: image,
    favicon: image,
    site_message: text(1000),
    welcome_banner: text(1000),
    site_title: text(100),
    payment_gateway: switchFlag,
    is_show_apk: switchFlag,
    bg_primary_color: color,
    bg_secondry_color: color,
    text_primary_color: color,
    text_secondry_color: color,
    other_color: color,
    // Rendered as links: only ever http(s) URLs.
    fb_link: link,
    insta_link: link,
    telegram_link: link,
    twiter_link: link,
    whatsapp_link: link,
    image_base: imageBase,
    four_eyes_credit_threshold: rupees,
    four_eyes_rollback: switchFlag,
  } satisfies Record<keyof GlobalSetting | keyof FourEyesSetting, z.ZodType>)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'give at least one field of the global setting');
/** An admin/settings/update body as the server reads it: any fields of the global setting and of the four eyes rules. */
export type SettingsUpdate = z.output<typeof settingsUpdateRequest>;

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
