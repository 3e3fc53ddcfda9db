import { z } from 'zod';
import { orPending } from '../approvals.ts';
import { envelope } from '../envelope.ts';
import {
  adminMatkaResult,
  adminMatkaRollback,
  adminMatkaVoid,
  matkaDraw,
  matkaDrawRequest,
  matkaMarket,
  matkaPlaceBetRequest,
  matkaPlacedBet,
  matkaResult,
} from '../matka.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('matka');
const admin = { access: 'admin' } as const;
const drawData = z.object({ market_id: z.number().int(), status: z.string() });
const drawState = envelope(drawData);

/** Matka: the day's draws, bets, the results board, Verify, and the operator's draw calls. */
export const matkaCalls = [
  get('matka/getMarkets', envelope(z.array(matkaMarket))),
  post('matka/placeBet', matkaPlaceBetRequest, envelope(matkaPlacedBet), {
    // Operators cannot bet (decisions.md, "Wallets"): customers only, as bet/placeMarketBet.
    access: 'customer',
    description:
      'Returns per 1 staked: single 9.5, jodi 95, single panna 140, double 280, triple 700, half sangam 1000, full sangam 10000.',
  }),
  get('matka/getResults', envelope(z.array(matkaResult))),
  post('matka/getDraw', matkaDrawRequest, envelope(matkaDraw)),
  post('admin/matka/setResult', adminMatkaResult, drawState, {
    ...admin,
    description:
      'Applies the results the hash chain dealt to a draw whose time has passed and settles it (rolled back first if settled): a due draw the ticker has not reached, or again after a rollback. Any other panna is refused with RESULT_NOT_DRAWN.',
  }),
  post('admin/matka/void', adminMatkaVoid, drawState, {
    ...admin,
    description: 'Voids every bet of a draw (rolled back first if settled).',
  }),
  post('admin/matka/rollback', adminMatkaRollback, envelope(orPending(drawData)), {
    ...admin,
    description:
      'Undoes a draw’s settlement; it then waits for admin/matka/setResult or void. While four eyes is on it answers `{approval_id, status: PENDING}` until a second admin approves.',
  }),
];
