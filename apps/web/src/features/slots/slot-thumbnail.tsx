import { useState } from 'react';
import { webConfig } from '../../lib/config.ts';

/**
 * A title's thumbnail from `{image base}/Slotgater/{id}.avif` (spec: the image CDN); the repo
 * ships an SVG beside where no AVIF is served, so a missing image falls back to it.
 */
export function SlotThumbnail({ id, name }: { id: string; name: string }) {
  const [fallback, setFallback] = useState(false);
  const src = fallback ? `/Slotgater/${id}.svg` : `${webConfig.slotImageBase}/Slotgater/${id}.avif`;
  return <img className="slot-thumb" src={src} alt={name} width={160} height={120} onError={() => setFallback(true)} />;
}
