import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { slotGame, slotHistoryItem, slotHistoryRequest, slotSpin, slotSpinRequest } from '../slots.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('slots');

/** Our slot games (casino.md section 4): the titles, a spin, the caller's spin history. */
export const slotCalls = [
  get('slot/getGames', envelope(z.array(slotGame))),
  post('slot/spin', slotSpinRequest, envelope(slotSpin), {
    access: 'customer',
    description:
      'Draws one stop per reel from the caller’s seed pair, debits the bet and credits the win in one transaction. ' +
      'Refusals: GAME_NOT_FOUND, SELF_EXCLUDED, BET_LOCKED, INVALID_BET, INSUFFICIENT_FUNDS, LOSS_LIMIT.',
  }),
  post('slot/getHistory', slotHistoryRequest, envelope(z.array(slotHistoryItem)), { access: 'customer' }),
];
