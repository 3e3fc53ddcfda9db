import { paiseToRupees, type SlotSpin } from '@bx/contract';
import { evaluateSpin, slotTitle, type SlotTitle } from '@bx/games';
import type { Selectable } from 'kysely';
import type { SlotSpinsTable } from './slot-tables.ts';

type SpinRow = Selectable<SlotSpinsTable>;

/** A line win in paise: `pay` line bets of bet / lines (a whole number: bets are whole rupees, lines divide 100). */
export function paiseOf(title: SlotTitle, bet: number, credits: number): number {
  const paise = (credits * bet) / title.lines.length;
  if (!Number.isSafeInteger(paise)) throw new Error(`${title.id}: a win of ${credits} credits on ${bet} paise is not whole paise`);
  return paise;
}

/** A stored spin as slot/spin answers it (the first answer again for a replayed client_ref): window and lines re-derived from its stops. */
export function spinAnswer(row: SpinRow, serverSeedHash: string): SlotSpin {
  const title = slotTitle(row.game_id)!;
  const bet = Number(row.bet);
  const outcome = evaluateSpin(title, JSON.parse(row.stops) as number[], Number(row.free_spin) === 1);
  return {
    spin_id: Number(row.spin_id),
    stops: outcome.stops,
    window: outcome.window,
    lines: outcome.lines.map((l) => ({ line: l.line, symbol: l.symbol, count: l.count, win: paiseToRupees(paiseOf(title, bet, l.pay)) })),
    win: paiseToRupees(Number(row.win)),
    free_spins_left: Number(row.free_spins_left),
    balance: paiseToRupees(Number(row.balance)),
    nonce: Number(row.nonce),
    server_seed_hash: serverSeedHash,
    client_seed: row.client_seed,
    game_id: row.game_id,
    bet: paiseToRupees(bet),
    cost: paiseToRupees(Number(row.cost)),
    free_spin: Number(row.free_spin) === 1,
    free_spins_awarded: Number(row.free_spins_awarded),
    scatter_count: outcome.scatterCount,
  };
}
