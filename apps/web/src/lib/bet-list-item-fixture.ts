import type { BetListItem } from '@bx/contract';

/** Tests' bet list row: an unmatched back of ₹100 at 2.0 on India in Match Odds, changed by `part`. */
export const betListItem = (part: Partial<BetListItem> = {}): BetListItem => ({
  bet_id: 41,
  match_id: 5,
  market_id: 11,
  fancy_id: null,
  market_name: 'Match Odds',
  market_type: 'MATCH_ODDS',
  match_name: 'India v Australia',
  sport_name: 'Cricket',
  selection_id: 21,
  selection_name: 'India',
  is_back: true,
  odds: 2.0,
  avg_odds: null,
  run: null,
  stack: 100,
  matched_stack: 0,
  remaining_stack: 100,
  status: 'EXECUTABLE',
  bet_status: 'UNMATCHED',
  profit_loss: null,
  created_at: '2026-11-24T10:00:00.000Z',
  placed_by: 'customer',
  lapse_reason: null,
  ...part,
});
