import type { BetListItem } from '@bx/contract';
import { apiPost } from '../../../lib/api-client.ts';
import { unwrap, type PagedData } from '../unwrap.ts';

export const betTypes = [
  { value: 'all', label: 'All' },
  { value: 'matched', label: 'Matched' },
  { value: 'unmatched', label: 'Unmatched' },
] as const;
export type BetType = (typeof betTypes)[number]['value'];

/** The money core's bet row; sport_name is shown when the server sends it. */
export type CurrentBet = BetListItem & { sport_name?: string };

export const CURRENT_BETS_LIMIT = 20;

export const fetchCurrentBets = (page: number, betType: BetType) =>
  unwrap(apiPost<PagedData<CurrentBet>>('bet/getCurrentBets', { page, limit: CURRENT_BETS_LIMIT, bet_type: betType }));
