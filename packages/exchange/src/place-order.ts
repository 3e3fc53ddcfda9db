import { checkStake } from './check-stake';
import { ladderIndex } from './ladder';
import { positionFor, type MarketState } from './market-state';
import type { PlaceCommand, PlaceSuccess } from './market-types';
import { addMatched, orderView } from './order';
import { applyMatched, applyUnmatched, worstCase, type Position } from './position';
import { fail, type Failure, type Result } from './result';
import { backProfit, layLiability } from './rounding';
import { selfMatchedPosition } from './self-match';
import type { Fill, UserExposure } from './types';

function checkPlace(s: MarketState, c: PlaceCommand): Failure | number {
  if (s.status === 'CLOSED') return fail('MARKET_CLOSED', 'market is closed');
  // Stryker disable next-line MethodExpression: message text only
  if (s.status !== 'OPEN') return fail('MARKET_SUSPENDED', `market is ${s.status.toLowerCase()}`);
  if (c.expectedVersion !== undefined && c.expectedVersion !== s.version) {
    return fail('VERSION_CHANGED', `market version changed from ${c.expectedVersion} to ${s.version}`);
  }
  if (!c.orderId || !c.userId || (c.side !== 'BACK' && c.side !== 'LAY')) {
    return fail('INVALID_ORDER', 'orderId, userId and side BACK or LAY are required');
  }
  if (c.timeInForce !== undefined && c.timeInForce !== 'LIMIT' && c.timeInForce !== 'FILL_OR_KILL') {
    return fail('INVALID_ORDER', 'timeInForce must be LIMIT or FILL_OR_KILL');
  }
  const runner = s.runnerIndex.get(c.selectionId);
  if (runner === undefined) return fail('RUNNER_NOT_FOUND', `no runner ${c.selectionId}`);
  if (s.runnerStatus[runner] !== 'ACTIVE') return fail('RUNNER_REMOVED', `runner ${c.selectionId} is removed`);
  if (ladderIndex(c.price) < 0) return fail('INVALID_ODDS', `price ${c.price} is not on the ladder`);
  const badStake = checkStake(c.size, s.minStake, s.maxStake);
  if (badStake) return badStake;
  if (s.orders.has(c.orderId)) return fail('DUPLICATE_ORDER', `order ${c.orderId} exists`);
  return runner;
}

/**
 * Places an order: matches it against the runner's book with price-time priority at the
 * resting prices, then rests a LIMIT remainder or drops a FILL_OR_KILL that cannot fill whole
 * (FOK_NOT_FILLED, nothing changes). With `availableFunds`, rejects with INSUFFICIENT_FUNDS
 * (nothing changes) when the taker's new exposure exceeds it and is higher than before.
 * Self-matching is allowed: the house account may trade against itself like anyone.
 * Codes: MARKET_CLOSED, MARKET_SUSPENDED, VERSION_CHANGED, INVALID_ORDER, RUNNER_NOT_FOUND,
 * RUNNER_REMOVED, INVALID_ODDS, INVALID_STAKE, STAKE_TOO_LOW, STAKE_TOO_HIGH, DUPLICATE_ORDER,
 * FOK_NOT_FILLED, INSUFFICIENT_FUNDS.
 */
export function placeOrder(s: MarketState, c: PlaceCommand): Result<PlaceSuccess> {
  const checked = checkPlace(s, c);
  if (typeof checked !== 'number') return checked;
  const runner = checked;
  const limit = ladderIndex(c.price);
  const fok = c.timeInForce === 'FILL_OR_KILL';
  const back = c.side === 'BACK';
  const round = back ? backProfit : layLiability;
  const plan = s.plan;
  const filled = s.book.collect(runner, c.side, limit, c.size, plan);
  // Stryker disable next-line BooleanLiteral: a shortcut; without own makers selfMatchedPosition is a copy of the position
  let selfMatch = false;
  let levelPrice = 0;
  let levelStake = 0;
  let profit = 0;
  for (let k = 0; k < plan.count; k++) {
    const m = plan.makers[k]!;
    // Stryker disable next-line ConditionalExpression: a shortcut, as for selfMatch above
    if (m.userId === c.userId) selfMatch = true;
    // Rounded per price level as the fills will be (addMatched rounds a pair's cumulative stake);
    // an empty level (the first) rounds to 0.
    if (m.price !== levelPrice) {
      profit += round(levelStake, levelPrice);
      levelPrice = m.price;
      levelStake = 0;
    }
    levelStake += plan.sizes[k]!;
  }
  profit += round(levelStake, levelPrice);
  if (fok && filled < c.size) return fail('FOK_NOT_FILLED', `only ${filled} of ${c.size} available`);
  const rest = fok ? 0 : c.size - filled;

  // One lookup of the taker's position serves the funds check, the fills and the answer.
  let takerPos = s.positions.get(c.userId);
  const before = takerPos ? worstCase(takerPos, s.active, s.numberOfWinners) : 0;
  // Stryker disable next-line ConditionalExpression: a shortcut; without funds `after > undefined` is false, nothing is refused
  if (c.availableFunds !== undefined) {
    const own = levelPrice === c.price ? levelStake : 0;
    const restLiability = back ? 0 : layLiability(own + rest, c.price) - layLiability(own, c.price);
    const dWin = back ? profit : -(profit + restLiability);
    const dLose = back ? -filled - rest : filled;
    takerPos ??= positionFor(s, c.userId);
    const pos = selfMatch ? selfMatchedPosition(s, c.userId, plan) : takerPos;
    const after = worstCase(pos, s.active, s.numberOfWinners, runner, dWin, dLose);
    if (after > c.availableFunds && after > before) {
      return fail('INSUFFICIENT_FUNDS', `exposure ${after} would exceed available ${c.availableFunds}`);
    }
  }
  return commit(s, c, runner, limit, takerPos ?? positionFor(s, c.userId), before);
}

/** Shared by placements that fill nothing; never pushed into (see commit). */
const NO_POSITIONS: Position[] = [];

function commit(s: MarketState, c: PlaceCommand, runner: number, limit: number, takerPos: Position, before: number): Result<PlaceSuccess> {
  const o = s.orders.add({
    id: c.orderId,
    user: takerPos.user,
    runnerIndex: runner,
    side: c.side,
    ladderIndex: limit,
    size: c.size,
    remaining: c.size,
    timeInForce: c.timeInForce ?? 'LIMIT',
    persistence: c.persistence ?? 'LAPSE',
    placedAt: c.now,
  });
  const plan = s.plan;
  const fills: Fill[] = [];
  // Makers' positions in first-fill order (no taker duplicate), for the exposures answer.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: memory only; with no fills nothing is pushed
  const makerPos: Position[] = plan.count > 0 ? [] : NO_POSITIONS;
  for (let k = 0; k < plan.count; k++) {
    const m = plan.makers[k]!;
    const size = plan.sizes[k]!;
    const self = s.orders.user[m.slot] === takerPos.user;
    const pos = self ? takerPos : positionFor(s, m.userId);
    applyUnmatched(pos, m, -1);
    const dm = addMatched(m, m.price, size);
    m.remaining -= size;
    applyMatched(pos, m, size, dm);
    applyUnmatched(pos, m, 1);
    s.book.reduced(m, size);
    const dt = addMatched(o, m.price, size);
    o.remaining -= size;
    applyMatched(takerPos, o, size, dt);
    fills.push({
      makerOrderId: m.id,
      takerOrderId: c.orderId,
      makerUserId: m.userId,
      takerUserId: c.userId,
      selectionId: c.selectionId,
      price: m.price,
      size,
    });
    if (!self && !makerPos.includes(pos)) makerPos.push(pos);
  }
  if (o.remaining > 0) {
    applyUnmatched(takerPos, o, 1);
    s.book.add(o);
  }
  const after = worstCase(takerPos, s.active, s.numberOfWinners);
  const exposures: UserExposure[] = [{ userId: c.userId, exposure: after }];
  for (let k = 0; k < makerPos.length; k++) {
    const pos = makerPos[k]!;
    exposures.push({ userId: s.orders.users[pos.user]!, exposure: worstCase(pos, s.active, s.numberOfWinners) });
  }
  return {
    ok: true,
    order: orderView(o),
    fills,
    exposures,
    takerExposureBefore: before,
    takerExposureAfter: after,
    version: s.version,
  };
}
