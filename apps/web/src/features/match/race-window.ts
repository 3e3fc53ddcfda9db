import { formatIstTime } from '../../lib/format-ist.ts';

/**
 * Why a race market takes no bets (racing's window: open until the off, when the market is
 * suspended, then settled), or null while it does.
 */
export function raceClosedReason(status: string, raceStart: string, now = Date.now()): string | null {
  if (status === 'OPEN') return null;
  if (status === 'INACTIVE') return 'Betting has not opened for this race yet.';
  if (status === 'CLOSED') return 'The race is over: this market is closed.';
  const off = Date.parse(raceStart);
  return Number.isFinite(off) && now >= off
    ? `Betting closed at the off (${formatIstTime(raceStart)}): no bets once the market is suspended.`
    : 'Betting is suspended on this race for now.';
}

/** What a race page with no market shows: before the off they may still open; after it, none will. */
export function raceWithoutMarkets(raceStart: string, now = Date.now()): { title: string; text: string } {
  const off = Date.parse(raceStart);
  return Number.isFinite(off) && now >= off
    ? { title: 'This race has run', text: `It went off at ${formatIstTime(raceStart)}: no market is open on it any more.` }
    : { title: 'No markets open yet', text: 'Markets for this race appear here as soon as they open.' };
}
