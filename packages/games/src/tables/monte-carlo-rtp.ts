import type { FairStream } from '../fair/fair-stream.ts';
import { dealRound } from './deal-round.ts';
import { outcomePnl, tableBetMaxLoss, tableOutcomes } from './table-bet-pnl.ts';
import { TABLES } from './tables.ts';
import type { TableBet, TableType } from './table-types.ts';

export interface SampledRtp {
  sid: number;
  side: 'BACK' | 'LAY';
  /** Mean return per unit risked over the rounds. */
  rtp: number;
  /** Its standard error. */
  standardError: number;
}

// 100 rupees: every payout of the tables is then a whole number of paise, so no rounding skews the mean.
const STAKE = 10_000;

/**
 * Plays `rounds` rounds of a table, each dealt from `streamFor(round)`, with one bet on every
 * selection and side offered, settled by the production payout code; the caller chooses the
 * stream (the server's HMAC stream for a figure on the production RNG).
 */
export function monteCarloRtp(type: TableType, rounds: number, streamFor: (round: number) => FairStream): SampledRtp[] {
  const bets: TableBet[] = TABLES[type].selections.flatMap((s) => [
    { sid: s.sid, side: 'BACK' as const, rate: s.back, stake: STAKE },
    ...(s.lay === null ? [] : [{ sid: s.sid, side: 'LAY' as const, rate: s.lay, stake: STAKE }]),
  ]);
  const risk = bets.map(tableBetMaxLoss);
  const sum = new Float64Array(bets.length);
  const sumSq = new Float64Array(bets.length);
  for (let round = 0; round < rounds; round++) {
    const outcomes = tableOutcomes(type, dealRound(type, streamFor(round)));
    bets.forEach((bet, i) => {
      const ret = (risk[i]! + outcomePnl(outcomes.get(bet.sid)!, bet)) / risk[i]!;
      sum[i]! += ret;
      sumSq[i]! += ret * ret;
    });
  }
  return bets.map((bet, i) => {
    const mean = sum[i]! / rounds;
    const variance = Math.max(0, (sumSq[i]! - rounds * mean * mean) / (rounds - 1));
    return { sid: bet.sid, side: bet.side, rtp: mean, standardError: Math.sqrt(variance / rounds) };
  });
}
