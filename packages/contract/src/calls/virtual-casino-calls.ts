import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { virtualBet, virtualBetRequest, virtualHistoryItem, virtualHistoryRequest } from '../virtual-casino.ts';
import { defineCalls } from './define-calls.ts';

const { post } = defineCalls('virtual-casino');

/** Our Virtual (casino.md section 3): the table games single-player, dealt at once from the caller's seed pair. */
export const virtualCasinoCalls = [
  post('vcasino/placeBet', virtualBetRequest, envelope(virtualBet), {
    access: 'customer',
    description:
      'Backs one selection at the table’s rate and deals the round at once from the caller’s seed pair; the stake and the result move in one transaction. ' +
      'Refusals: SELECTION_NOT_FOUND, STAKE_BELOW_MINIMUM, STAKE_ABOVE_MAXIMUM, INSUFFICIENT_FUNDS, SELF_EXCLUDED, BET_LOCKED, LOSS_LIMIT, TABLE_CLOSED.',
  }),
  post('vcasino/getHistory', virtualHistoryRequest, envelope(z.array(virtualHistoryItem)), { access: 'customer' }),
];
