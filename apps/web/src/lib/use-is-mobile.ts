import { useSyncExternalStore } from 'react';
import { webConfig } from './config.ts';

const query = `(max-width: ${webConfig.mobileBreakpointPx - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True under 993 px, the spec's mobile layout. */
export const isMobileWidth = () => window.matchMedia(query).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileWidth, () => false);
}
