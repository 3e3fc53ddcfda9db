import { add, div, frac, mul, sub, toNumber, type Fraction } from '../tables/fraction.ts';
import { lineWin } from './evaluate-spin.ts';
import type { SlotTitle } from './slot-types.ts';

/** A title's PAR figures, exact. All per unit of a paid spin's bet. */
export interface SlotPar {
  /** Return to player, free spins included by their exact expected value. */
  rtp: Fraction;
  /** Of that, the base game's line and scatter pays. */
  baseRtp: Fraction;
  /** Share of paid spins that pay something or award free spins. */
  hitFrequency: Fraction;
  /** Variance of a paid spin's return (free spins included). */
  variance: Fraction;
  /** Its square root, as a double. */
  volatility: number;
  /** Expected free spins per paid spin, retriggers included. */
  freeSpinsPerSpin: Fraction;
  /** Stop combinations enumerated (the full cycle). */
  cycle: bigint;
}

/** Sums over every stop combination, in credits (1 credit = 1 line bet); a = free spins awarded. */
interface CycleSums {
  n: bigint;
  c: bigint;
  c2: bigint;
  a: bigint;
  a2: bigint;
  ca: bigint;
  hits: bigint;
}

/**
 * Every stop combination once (the full cycle). A line's pay depends only on its symbols, so
 * every symbol tuple is priced once up front (lineWin, the production rule) and each line is
 * then a table look-up on a tuple code built reel by reel. Sums stay in doubles within one stop
 * of the first reel (checked safe) and are carried in BigInt across them.
 */
function cycleSums(title: SlotTitle): CycleSums {
  const symbols = [...new Set(title.reels.flat())];
  const k = symbols.length;
  const reelCount = title.reels.length;
  const code = title.reels.map((strip) => strip.map((s) => symbols.indexOf(s)));
  const place = Array.from({ length: reelCount }, (_, r) => k ** r);
  const pays = new Float64Array(k ** reelCount);
  for (let t = 0; t < pays.length; t++) {
    const tuple = place.map((p) => symbols[Math.floor(t / p) % k]!);
    pays[t] = lineWin(title, tuple)?.pay ?? 0;
  }
  const scatter = title.scatter ? symbols.indexOf(title.scatter.symbol) : -1;
  const scatterPay = (n: number) => (title.scatter?.pays[n] ?? 0) * title.lines.length;
  const award = (n: number) => title.scatter?.freeSpins[n] ?? 0;
  const lines = title.lines;
  const partial = Array.from({ length: reelCount + 1 }, () => new Float64Array(lines.length));
  const scatters = new Int32Array(reelCount + 1);
  const total: CycleSums = { n: 0n, c: 0n, c2: 0n, a: 0n, a2: 0n, ca: 0n, hits: 0n };
  let s = { n: 0, c: 0, c2: 0, a: 0, a2: 0, ca: 0, hits: 0 };

  const visit = (reel: number) => {
    const strip = code[reel]!;
    const length = strip.length;
    for (let stop = 0; stop < length; stop++) {
      let seen = scatters[reel]!;
      for (let row = 0; row < title.rows; row++) if (strip[(stop + row) % length] === scatter) seen++;
      const from = partial[reel]!;
      const to = partial[reel + 1]!;
      for (let l = 0; l < lines.length; l++) to[l] = from[l]! + strip[(stop + lines[l]![reel]!) % length]! * place[reel]!;
      scatters[reel + 1] = seen;
      if (reel + 1 < reelCount) {
        visit(reel + 1);
        if (reel === 0) flush();
        continue;
      }
      let c = scatterPay(seen);
      for (let l = 0; l < lines.length; l++) c += pays[to[l]!]!;
      const a = award(seen);
      s.n++;
      s.c += c;
      s.c2 += c * c;
      s.a += a;
      s.a2 += a * a;
      s.ca += c * a;
      if (c > 0 || a > 0) s.hits++;
    }
  };
  const flush = () => {
    for (const key of Object.keys(s) as (keyof typeof s)[]) {
      if (!Number.isSafeInteger(s[key])) throw new Error(`slot PAR sum ${key} left the exact range`);
      total[key] += BigInt(s[key]);
    }
    s = { n: 0, c: 0, c2: 0, a: 0, a2: 0, ca: 0, hits: 0 };
  };
  visit(0);
  flush();
  return total;
}

/**
 * The PAR figures of a title by full-cycle enumeration, exact. Free spins: one free spin and
 * the spins it retriggers is a tree A = w + (A_1 + ... + A_a), w its win (free-spin multiplier
 * applied) and a the spins it awards, so E[A] = E[w] / (1 - E[a]) and
 * E[A^2] (1 - E[a]) = E[w^2] + 2 E[wa] E[A] + E[a(a-1)] E[A]^2; a paid spin returns
 * R = c + (A_1 + ... + A_a) with c its own win.
 */
export function slotPar(title: SlotTitle): SlotPar {
  const t = cycleSums(title);
  const e = (x: bigint) => frac(x, t.n);
  const m = frac(title.scatter?.freeSpinMultiplier ?? 1);
  const ea = e(t.a);
  const eaa1 = e(t.a2 - t.a);
  const free = sub(frac(1), ea);
  if (free.n <= 0n) throw new Error(`${title.id}: free spins retrigger forever`);
  const eA = div(mul(m, e(t.c)), free);
  const eA2 = div(add(add(mul(mul(m, m), e(t.c2)), mul(frac(2), mul(mul(m, e(t.ca)), eA))), mul(eaa1, mul(eA, eA))), free);
  const eR = add(e(t.c), mul(ea, eA));
  const eR2 = add(add(add(e(t.c2), mul(frac(2), mul(e(t.ca), eA))), mul(ea, eA2)), mul(eaa1, mul(eA, eA)));
  const bet = frac(title.lines.length);
  const variance = div(sub(eR2, mul(eR, eR)), mul(bet, bet));
  return {
    rtp: div(eR, bet),
    baseRtp: div(e(t.c), bet),
    hitFrequency: e(t.hits),
    variance,
    volatility: Math.sqrt(toNumber(variance)),
    freeSpinsPerSpin: div(ea, free),
    cycle: t.n,
  };
}
