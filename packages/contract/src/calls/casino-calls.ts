import { z } from 'zod';
import {
  adminRound,
  adminRoundRequest,
  adminTable,
  adminTableLimitsRequest,
  adminTableStatusRequest,
  tableListItem,
  tableListRequest,
} from '../casino-tables.ts';
import { envelope } from '../envelope.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('casino tables');
const admin = { access: 'admin' } as const;

/**
 * Our Casino's tables (casino.md section 3). A table itself is read with match/getMatchDetail
 * and bet on with bet/placeMarketBet; its rounds with casino/getCasinoResult and
 * betResult/marketResultDetailsByMarketId.
 */
export const casinoCalls = [
  post('casino/getTables', tableListRequest, envelope(z.array(tableListItem)), {
    description: 'The tables of Our Casino with their current round, countdown and last result (the casino/list page).',
  }),
  get('admin/casino/tables', envelope(z.array(adminTable)), admin),
  post('admin/casino/tableStatus', adminTableStatusRequest, envelope(adminTable), {
    ...admin,
    description: 'Stops (is_active 0) or starts a table. A stopped table finishes the round in progress and deals no more.',
  }),
  post('admin/casino/tableLimits', adminTableLimitsRequest, envelope(adminTable), {
    ...admin,
    description:
      'Stake limits in rupees: min_stack for every bet, max_stack for main bets, side_max_stack for side bets. From the next bet on.',
  }),
  post('admin/casino/round', adminRoundRequest, envelope(adminRound), {
    ...admin,
    reads: true,
    description: "One round: its deal and fairness data, every customer's bet on it, and the house's result.",
  }),
];
