import { isWebLink, type GlobalSetting } from '@bx/contract';

const networks: { key: keyof GlobalSetting; label: string; short: string }[] = [
  { key: 'fb_link', label: 'Facebook', short: 'f' },
  { key: 'insta_link', label: 'Instagram', short: 'ig' },
  { key: 'telegram_link', label: 'Telegram', short: 'tg' },
  { key: 'twiter_link', label: 'Twitter', short: 'x' },
  { key: 'whatsapp_link', label: 'WhatsApp', short: 'wa' },
];

/**
 * Each network's link only when the operator configured an http(s) URL: anything else (a
 * `javascript:` link stored before the settings call refused them) is not rendered at all.
 */
export function SocialLinks({ setting }: { setting: GlobalSetting | null }) {
  const configured = networks.filter((n) => isWebLink(String(setting?.[n.key] ?? '')));
  if (configured.length === 0) return null;
  return (
    <ul className="social" aria-label="Social links">
      {configured.map((n) => (
        <li key={n.key}>
          <a href={String(setting?.[n.key])} target="_blank" rel="noopener noreferrer" aria-label={n.label} className={`social-${n.short}`}>
            {n.short}
          </a>
        </li>
      ))}
    </ul>
  );
}
