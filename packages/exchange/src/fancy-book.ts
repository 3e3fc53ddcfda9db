import { fancyPnl, type FancyBet } from './fancy';
import type { Paise } from './types';

/** Results a fancy can settle at: 0..maxResult runs; a METER may cap |runs - line| (null: no cap). */
export interface FancyDomain {
  maxResult: number;
  meterCap: number | null;
}

/** The result domain's upper end when a market sets none (0..999 runs). */
export const DEFAULT_FANCY_MAX_RESULT = 999;

/** Whether settlement may accept `runs`: an integer in 0..maxResult. */
export function inFancyDomain(runs: number, domain: FancyDomain): boolean {
  return Number.isInteger(runs) && runs >= 0 && runs <= domain.maxResult;
}

/**
 * P&L over from..to (inclusive) goes from pnlFrom to pnlTo, constant when equal, else linear
 * (meter) up to the floor of each winning meter payout (under one paisa per bet). With ODD_EVEN
 * bets the P&L alternates by parity, so such stretches are listed run by run.
 */
export interface RunRange {
  from: number;
  to: number;
  pnlFrom: Paise;
  pnlTo: Paise;
}

/** The first runs of each stretch over which every bet's P&L is linear in runs (plus a floor error). */
function breakpoints(bet: FancyBet, cap: number | null): number[] {
  switch (bet.kind) {
    case 'SESSION':
      return [bet.line];
    case 'KHADO':
      return [bet.start, bet.start + bet.width];
    case 'METER':
      return cap === null ? [bet.line] : [bet.line - cap, bet.line, bet.line + cap + 1];
    case 'ODD_EVEN':
      // Stryker disable next-line ArrayDeclaration: a non-numeric cut fails both bounds below and is never added
      return [];
  }
}

/** The domain cut at every breakpoint: consecutive [from, to] pieces covering 0..maxResult. */
function pieces(bets: FancyBet[], domain: FancyDomain): [number, number][] {
  const max = Math.max(0, domain.maxResult); // a domain is never empty: 0 is always a result
  const cuts = new Set([0, max + 1]);
  for (const bet of bets) {
    for (const b of breakpoints(bet, domain.meterCap)) {
      // Stryker disable next-line EqualityOperator: 0 is a cut already; adding it again changes nothing
      if (b <= 0) continue;
      if (b <= max) cuts.add(b);
    }
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  return sorted.slice(1).map((end, i) => [sorted[i]!, end - 1]);
}

function bookAt(bets: FancyBet[], runs: number, cap: number | null): Paise {
  let sum = 0;
  for (const bet of bets) sum += fancyPnl(bet, runs, cap);
  return sum;
}

// Inside a piece P&L = linear + a term periodic in runs with a period dividing 100 (the floor of
// stake x rate x d / 100 repeats every 100 runs of d; parity every 2), so
// f(x + 100) = f(x) + 100 x slope: with slope >= 0 nothing beats the first 100 runs, with
// slope <= 0 nothing beats the last 100. Checking both ends is exact whatever the slope.
const PERIOD = 100;
/** How far a window of PERIOD runs reaches past its first run. */
// Stryker disable next-line ArithmeticOperator: a wider window visits more runs of the piece, which cannot change its minimum
const REACH = PERIOD - 1;

/**
 * Bets whose P&L moves inside a piece: a meter's grows with the distance, an odd-even's
 * alternates. A SESSION or KHADO bet is a step that changes only at a cut, so it is constant
 * over any piece and is summed once.
 */
// Stryker disable next-line ConditionalExpression: counting a step bet as moving only visits more runs, which cannot change the minimum
const movesInPiece = (bet: FancyBet): boolean => bet.kind === 'METER' || bet.kind === 'ODD_EVEN';

/** The lowest P&L over from..to (lowest runs on a tie): the steps' constant sum plus the moving bets run by run. */
function pieceMinimum(moving: FancyBet[], steps: Paise, from: number, to: number, cap: number | null): { runs: number; pnl: Paise } {
  // A book of steps alone (sessions, khado) is flat over the piece: its first run is its minimum.
  // Stryker disable next-line ConditionalExpression: visiting the runs of a flat piece finds the same minimum, only slower
  if (moving.length === 0) return { runs: from, pnl: steps };
  let worst = { runs: from, pnl: Infinity };
  const visit = (runs: number): void => {
    const pnl = steps + bookAt(moving, runs, cap);
    if (pnl < worst.pnl) worst = { runs, pnl };
  };
  const headEnd = Math.min(to, from + REACH);
  for (let runs = from; runs <= headEnd; runs++) visit(runs);
  // the tail may visit headEnd again: harmless
  for (let runs = Math.max(headEnd, to - REACH); runs <= to; runs++) visit(runs);
  return worst;
}

function rangesOf(bets: FancyBet[], from: number, to: number, cap: number | null): RunRange[] {
  const parity = bets.some((b) => b.kind === 'ODD_EVEN');
  if (!parity) return [{ from, to, pnlFrom: bookAt(bets, from, cap), pnlTo: bookAt(bets, to, cap) }];
  const out: RunRange[] = [];
  for (let runs = from; runs <= to; runs++) {
    const pnl = bookAt(bets, runs, cap);
    out.push({ from: runs, to: runs, pnlFrom: pnl, pnlTo: pnl });
  }
  return out;
}

/** Joins neighbours that are one constant stretch (cuts where nothing changed, e.g. a YES and a NO at one line). */
function merged(ranges: RunRange[]): RunRange[] {
  const out: RunRange[] = [];
  for (const r of ranges) {
    const last = out.at(-1);
    const flat = (x: RunRange): boolean => x.pnlFrom === x.pnlTo;
    if (last && flat(last) && flat(r) && last.pnlTo === r.pnlFrom) last.to = r.to;
    else out.push({ ...r });
  }
  return out;
}

/**
 * The customer's run book over the whole domain: the ranges where the P&L changes, and the
 * exact worst result (lowest runs on a tie). No bets: one flat range at 0.
 */
export function runBook(bets: FancyBet[], domain: FancyDomain): { ranges: RunRange[]; worst: { runs: number; pnl: Paise } } {
  const ps = pieces(bets, domain);
  const ranges = merged(ps.flatMap(([from, to]) => rangesOf(bets, from, to, domain.meterCap)));
  return { ranges, worst: worstOf(bets, ps, domain.meterCap) };
}

function worstOf(bets: FancyBet[], ps: [number, number][], cap: number | null): { runs: number; pnl: Paise } {
  // A session book of n bets has n + 1 pieces: evaluating every bet at 200 runs of each made a
  // customer's next bet on a session cost about 200 n^2 P&L evaluations; steps are summed once a piece.
  const moving = bets.filter(movesInPiece);
  const steps = bets.filter((bet) => !movesInPiece(bet));
  let worst = { runs: 0, pnl: Infinity };
  for (const [from, to] of ps) {
    const w = pieceMinimum(moving, bookAt(steps, from, cap), from, to, cap);
    if (w.pnl < worst.pnl) worst = w;
  }
  return worst;
}

/** Exposure of a fancy: the largest loss over every result in its domain, as a positive number (0 if none). */
export function fancyExposure(bets: FancyBet[], domain: FancyDomain): Paise {
  const { pnl } = worstOf(bets, pieces(bets, domain), domain.meterCap);
  return pnl < 0 ? -pnl : 0;
}

/** Exposure before and after adding `bet`, for the funds check. */
export function fancyExposureChange(bets: FancyBet[], bet: FancyBet, domain: FancyDomain): { before: Paise; after: Paise } {
  return { before: fancyExposure(bets, domain), after: fancyExposure([...bets, bet], domain) };
}
