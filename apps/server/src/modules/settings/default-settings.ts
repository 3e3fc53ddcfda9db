import type { ButtonValue, GlobalSetting } from '@bx/contract';

/** The seeded global setting. Logo and favicon are served by the web app (no CDN at run time). */
export const defaultGlobalSetting: GlobalSetting = {
  logo: '/logo.svg',
  site_message: 'Welcome to the exchange. Bet responsibly: set limits under Responsible Gaming.',
  payment_gateway: '1',
  is_show_apk: '0',
  welcome_banner: 'Beware Of Phishing Websites Before Login. Enable Security Auth To Secure Your ID.',
  site_title: 'Exchange',
  favicon: '/logo.svg',
  bg_primary_color: '#0b3b5b',
  bg_secondry_color: '#ffb80c',
  text_primary_color: '#ffffff',
  text_secondry_color: '#0b3b5b',
  other_color: '#1d7a46',
  fb_link: '',
  insta_link: '',
  telegram_link: '',
  twiter_link: '',
  whatsapp_link: '',
  // The site itself: the thumbnails ship in apps/web/public/Slotgater.
  image_base: '',
};

const gameStakes = [100, 500, 1000, 5000, 10000, 25000, 50000, 100000];
const casinoStakes = [25, 50, 100, 200, 500, 1000];

function label(rupees: number): string {
  return rupees >= 1000 ? `${rupees / 1000}k` : String(rupees);
}

/** Quick-stake buttons every user has until they set their own. */
export const defaultButtonValues: ButtonValue[] = [
  ...gameStakes.map((v) => ({ button_name: label(v), button_value: v, type: 'Game' as const })),
  ...casinoStakes.map((v) => ({ button_name: label(v), button_value: v, type: 'Casino' as const })),
];
