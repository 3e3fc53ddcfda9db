import type { GlobalSetting } from '@bx/contract';

type Field = keyof GlobalSetting;

export interface SettingField {
  field: Field;
  label: string;
  kind: 'text' | 'long' | 'url' | 'image' | 'flag' | 'colour';
  hint?: string;
}

/** The editor's groups, in the order shown. Colours map to the customer app's CSS variables (app/theme.ts). */
export const settingGroups: { title: string; fields: SettingField[] }[] = [
  {
    title: 'Site',
    fields: [
      { field: 'site_title', label: 'Site title', kind: 'text' },
      { field: 'site_message', label: 'Site message', kind: 'long', hint: 'The running line under the header; empty for none.' },
      { field: 'welcome_banner', label: 'Welcome banner', kind: 'long', hint: 'Words, or a picture URL, shown once after login.' },
      { field: 'logo', label: 'Logo', kind: 'image', hint: 'A path on the site (/logo.svg) or an http(s) URL.' },
      { field: 'favicon', label: 'Favicon', kind: 'image', hint: 'A path on the site (/favicon.ico) or an http(s) URL.' },
      { field: 'payment_gateway', label: 'Payment gateway on', kind: 'flag' },
      { field: 'is_show_apk', label: 'Show the app download', kind: 'flag' },
      {
        field: 'image_base',
        label: 'Slot image base',
        kind: 'url',
        hint: 'Thumbnails load from {base}/Slotgater/{id}.avif; empty for the site itself.',
      },
    ],
  },
  {
    title: 'Theme colours',
    fields: [
      { field: 'bg_primary_color', label: 'Primary background', kind: 'colour' },
      { field: 'bg_secondry_color', label: 'Secondary background', kind: 'colour' },
      { field: 'text_primary_color', label: 'Primary text', kind: 'colour' },
      { field: 'text_secondry_color', label: 'Secondary text', kind: 'colour' },
      { field: 'other_color', label: 'Accent', kind: 'colour' },
    ],
  },
  {
    title: 'Social links',
    fields: [
      { field: 'fb_link', label: 'Facebook', kind: 'url' },
      { field: 'insta_link', label: 'Instagram', kind: 'url' },
      { field: 'telegram_link', label: 'Telegram', kind: 'url' },
      { field: 'twiter_link', label: 'Twitter', kind: 'url' },
      { field: 'whatsapp_link', label: 'WhatsApp', kind: 'url' },
    ],
  },
];
