import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../unwrap.ts';

/** The tabs, one per bet_type the server filters by (bet/getCurrentBets). */
export const betTypes = [
  { value: 'all', label: 'All' },
  { value: 'matched', label: 'Matched' },
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'fancy', label: 'Fancy' },
] as const;
export type BetType = (typeof betTypes)[number]['value'];

const CURRENT_BETS_LIMIT = 20;

export const fetchCurrentBets = (page: number, betType: BetType) =>
  unwrap(api.bet.getCurrentBets({ page, limit: CURRENT_BETS_LIMIT, bet_type: betType }));
