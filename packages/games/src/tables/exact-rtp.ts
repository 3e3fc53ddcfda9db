import { exactDeals } from './exact-deals.ts';
import { add, frac, mul, toNumber, ZERO, type Fraction } from './fraction.ts';
import { TABLE_GAMES } from './tables.ts';
import { teen20Distribution, type OutcomeOdds } from './teen20-exact.ts';
import type { Outcome, TableType } from './table-types.ts';

export interface SelectionRtp {
  sid: number;
  side: 'BACK' | 'LAY';
  /** Return to player per unit risked (a lay risks its liability), as a double. */
  rtp: number;
  /** The same, exactly. */
  exact: Fraction;
}

/** Every sid's exact outcome distribution, by enumeration over the deal (exact-deals.ts). */
function exactDistribution(type: TableType): Map<number, OutcomeOdds> {
  if (type === 'teen20') return teen20Distribution();
  const byKey = new Map<number, Map<string, { outcome: Outcome; p: Fraction }>>();
  for (const deal of exactDeals(type)) {
    for (const [sid, outcome] of TABLE_GAMES[type].outcomes(deal.cards, deal.result)) {
      const odds = byKey.get(sid) ?? byKey.set(sid, new Map()).get(sid)!;
      const key = JSON.stringify(outcome);
      odds.set(key, { outcome, p: add(odds.get(key)?.p ?? ZERO, deal.p) });
    }
  }
  return new Map([...byKey].map(([sid, odds]) => [sid, [...odds.values()]]));
}

/** What a back of 1 at `rate` (hundredths) returns, stake included. */
function backReturn(o: Outcome, rate: number): Fraction {
  if (o.kind === 'LOSE') return ZERO;
  if (o.kind === 'REFUND') return frac(1);
  if (o.kind === 'HALF_LOST') return frac(1, 2);
  return frac(10000 + ((o.rate ?? rate) - 100) * (o.profitPercent ?? 100), 10000);
}

/** What a lay returns per unit of liability (rate - 1 per unit of the backer's stake). */
function layReturn(o: Outcome, rate: number): Fraction {
  if (o.kind === 'WIN') return ZERO;
  if (o.kind === 'REFUND') return frac(1);
  return o.kind === 'LOSE' ? frac(rate, rate - 100) : frac(rate - 50, rate - 100);
}

/**
 * The exact return to player of every selection of a table, per side offered: back, and lay
 * where the table gives a lay rate. Rational arithmetic throughout; `rtp` is converted last.
 */
export function exactRtp(type: TableType): SelectionRtp[] {
  const dist = exactDistribution(type);
  const rtp = (odds: OutcomeOdds, ret: (o: Outcome) => Fraction) =>
    odds.reduce((sum, { outcome, p }) => add(sum, mul(p, ret(outcome))), ZERO);
  return TABLE_GAMES[type].info.selections.flatMap((sel) => {
    const odds = dist.get(sel.sid)!;
    const sides: [SelectionRtp['side'], Fraction][] = [['BACK', rtp(odds, (o) => backReturn(o, sel.back))]];
    if (sel.lay !== null) sides.push(['LAY', rtp(odds, (o) => layReturn(o, sel.lay!))]);
    return sides.map(([side, exact]) => ({ sid: sel.sid, side, rtp: toNumber(exact), exact }));
  });
}
