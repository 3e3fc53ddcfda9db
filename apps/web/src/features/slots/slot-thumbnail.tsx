import { useState } from 'react';
import { useGlobalSetting } from '../../lib/global-setting.ts';

/**
 * A title's thumbnail from `{image base}/Slotgater/{id}.avif`, the base the operator's setting
 * (`image_base`, '' = the site itself). The site also ships an SVG of each, loaded instead when
 * the AVIF does not (a browser without AVIF, an image host without the file).
 */
export function SlotThumbnail({ id, name }: { id: string; name: string }) {
  const base = useGlobalSetting()?.image_base ?? '';
  const [fallback, setFallback] = useState(false);
  const src = fallback ? `/Slotgater/${id}.svg` : `${base}/Slotgater/${id}.avif`;
  return <img className="slot-thumb" src={src} alt={name} width={160} height={120} onError={() => setFallback(true)} />;
}
