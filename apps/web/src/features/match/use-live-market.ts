import { useEffect } from 'react';
import { liveSocket } from '../../lib/live-socket.ts';
import { useLiveStore } from '../../lib/live-store.ts';

/** Follows these live streams while the screen is open (keys joined, so a new array of the same keys keeps them). */
export function useFollowStreams(keys: string[]): void {
  const joined = keys.join(',');
  useEffect(() => {
    if (!joined) return;
    const stops = joined.split(',').map((key) => liveSocket.follow(key));
    return () => stops.forEach((stop) => stop());
  }, [joined]);
}

/** One runner's live state; the same object while its prices hold, so its row alone re-renders on a move. */
export const useLiveRunner = (marketId: number, selectionId: number) =>
  useLiveStore((s) => s.markets[String(marketId)]?.runners.find((r) => r.selection_id === selectionId));

export const useLiveFancy = (streamKey: string, fancyId: number) =>
  useLiveStore((s) => s.markets[streamKey]?.fancies.find((f) => f.fancy_id === fancyId));

export const useLiveStatus = (marketId: number) => useLiveStore((s) => s.markets[String(marketId)]?.status);
export const useLiveInPlay = (marketId: number) => useLiveStore((s) => s.markets[String(marketId)]?.in_play);
