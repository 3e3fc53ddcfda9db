import { floorDiv } from './fill-rounding.ts';
import { FULL_FRACTION, legsPnl, lockedValue, type CashOutLeg } from './locked-value.ts';

type Paise = number;

/** Unmatched size at one price (hundredths), in stake paise; Infinity where the house fills any size. */
export interface PriceLevel {
  price: number;
  size: number;
}

/** Why no hedge: a fraction out of range, nothing matched, or a book that cannot take any equalising hedge. */
export type CashOutRefusal = { ok: false; code: 'INVALID_FRACTION' | 'NO_POSITION' | 'NO_LIQUIDITY'; message: string };

/** One runner of a market as a cash out sees it. */
export interface CashOutRunner {
  selectionId: number;
  /** The customer's matched P&L if this runner wins (unmatched bets count nothing). */
  pnl: Paise;
  /** Prices the customer can back at now (other customers' resting lays), best (highest) first; sizes in stake. */
  toBack: readonly PriceLevel[];
  /** Prices the customer can lay at now (other customers' resting backs), best (lowest) first; sizes in stake. */
  toLay: readonly PriceLevel[];
}

export interface CashOutPlan {
  /** What the cash out locks in (see lockedValue): for a full one, the P&L on every runner after it. */
  value: Paise;
  /** At most one leg per runner, never both sides; none when the P&L is already equal. */
  legs: CashOutLeg[];
  /** The P&L per runner (in `runners` order) after the legs fill at their prices. */
  pnlAfter: Paise[];
}

/** Level in use per runner and side: the hedge's price there is that level's (or better). */
interface Depth {
  back: number;
  lay: number;
}

/**
 * The hedge that leaves the matched P&L equal on every runner (exchange-rules.md "Cash out"):
 * back-equivalent stakes s_r at prices q_r with p_r + s_r q_r - sum(s) = K - sum(s) for a common
 * K, so s_r = (K - p_r) / q_r, a back where the runner's P&L is below K, a lay where above.
 * The total stake sum |K - p_r| / q_r is convex in K with corners at the p_r, so the least-stake
 * hedge has K equal to one of them; each is tried. A leg priced at the best level that lacks the
 * size moves to the level whose cumulative size covers it (the limit it is placed at), and the
 * choice is made again; prices only get worse, so this ends. Stakes are rounded down to the
 * paisa (times `fraction` for a partial cash out) and the value is what those bets give on the
 * customer's worst runner. Codes: INVALID_FRACTION (fraction not in 1..FULL_FRACTION), NO_POSITION
 * (nothing matched), NO_LIQUIDITY (the book cannot take any equalising hedge).
 */
export function planCashOut(
  runners: readonly CashOutRunner[],
  fraction: number = FULL_FRACTION,
): ({ ok: true } & CashOutPlan) | CashOutRefusal {
  if (!Number.isInteger(fraction) || fraction < 1 || fraction > FULL_FRACTION) {
    return fail('INVALID_FRACTION', `fraction must be 1..${FULL_FRACTION} parts of ${FULL_FRACTION}`);
  }
  if (runners.every((r) => r.pnl === 0)) return fail('NO_POSITION', 'no matched position on this market');
  const depth: Depth[] = runners.map(() => ({ back: 0, lay: 0 }));
  for (;;) {
    const legs = cheapestHedge(runners, depth, fraction);
    if (!legs) return fail('NO_LIQUIDITY', 'the book cannot take a hedge that equalises the position');
    if (!deepen(runners, depth, legs)) {
      const pnlAfter = runners.map((r) => r.pnl + legsPnl(legs, r.selectionId));
      return { ok: true, value: lockedValue(runners, legs, fraction), legs, pnlAfter };
    }
  }
}

function fail(code: CashOutRefusal['code'], message: string): CashOutRefusal {
  return { ok: false, code, message };
}

/** The least-stake equalising legs at the levels in use, or null when no K is feasible. */
function cheapestHedge(runners: readonly CashOutRunner[], depth: Depth[], fraction: number): CashOutLeg[] | null {
  let best: { legs: CashOutLeg[]; stake: number; value: number } | null = null;
  for (const k of new Set(runners.map((r) => r.pnl))) {
    const legs = hedgeAt(runners, depth, fraction, k);
    if (!legs) continue;
    const stake = legs.reduce((sum, leg) => sum + leg.stake, 0);
    const value = lockedValue(runners, legs, fraction);
    if (!best || stake < best.stake || (stake === best.stake && value > best.value)) best = { legs, stake, value };
  }
  return best?.legs ?? null;
}

/** The legs that bring every runner's P&L to K (before sum(s)), or null when a needed side has no price. */
function hedgeAt(runners: readonly CashOutRunner[], depth: Depth[], fraction: number, k: Paise): CashOutLeg[] | null {
  const legs: CashOutLeg[] = [];
  for (let i = 0; i < runners.length; i++) {
    const r = runners[i]!;
    if (r.pnl === k) continue;
    const back = r.pnl < k;
    const level = back ? r.toBack[depth[i]!.back] : r.toLay[depth[i]!.lay];
    if (!level) return null;
    // stake = |K - p| x 100 / price (price in hundredths), times fraction / FULL_FRACTION
    const stake = floorDiv(Math.abs(k - r.pnl) * fraction, level.price * (FULL_FRACTION / 100));
    if (stake > 0) legs.push({ selectionId: r.selectionId, side: back ? 'BACK' : 'LAY', price: level.price, stake });
  }
  return legs;
}

/**
 * Moves each leg short of size at its level to the first level that covers it; true when one moved.
 * A deeper level needs the stake at its own price, not this one's: the same P&L to move, divided by
 * another price. `leg.stake` was rounded down from that amount, so (stake + 1) x price / deeper
 * price rounded up is never less than the stake planned there next (a bound, never a shortfall).
 */
function deepen(runners: readonly CashOutRunner[], depth: Depth[], legs: CashOutLeg[]): boolean {
  let moved = false;
  for (const leg of legs) {
    const i = runners.findIndex((r) => r.selectionId === leg.selectionId);
    const side = leg.side === 'BACK' ? 'back' : 'lay';
    const levels = side === 'back' ? runners[i]!.toBack : runners[i]!.toLay;
    const from = depth[i]![side];
    const needAt = (j: number) => (j === from ? leg.stake : Math.ceil(((leg.stake + 1) * leg.price) / levels[j]!.price));
    let at = from;
    let size = 0;
    for (let j = 0; j <= at; j++) size += levels[j]!.size;
    while (at < levels.length && size < needAt(at)) {
      at++;
      size += levels[at]?.size ?? 0;
    }
    if (at !== depth[i]![side]) {
      depth[i]![side] = at;
      moved = true;
    }
  }
  return moved;
}
