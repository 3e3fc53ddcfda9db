import type { Book, FillPlan } from './book';
import type { MarketConfig } from './market-types';
import { OrderStore } from './order-store';
import { createPosition, worstCase, type Position } from './position';
import type { SettlementResult } from './settlement-types';
import type { BasisPoints, MarketKind, MarketStatus, Paise, RunnerStatus, UserExposure } from './types';

/** Everything one market holds. Internal: reach it through the Market API. */
export interface MarketState {
  marketId: string;
  kind: MarketKind;
  numberOfWinners: number;
  status: MarketStatus;
  inPlay: boolean;
  betDelaySeconds: number;
  version: number;
  commissionBp: BasisPoints;
  minStake: Paise;
  maxStake: Paise;
  selectionIds: number[];
  runnerIndex: Map<number, number>;
  runnerStatus: RunnerStatus[];
  /** Runners that can still win (not removed). */
  active: boolean[];
  orders: OrderStore;
  positions: Map<string, Position>;
  book: Book;
  lastSettlement: SettlementResult | null;
  /** Scratch for placements; see FillPlan. */
  plan: FillPlan;
}

/** A fresh market from its config (defaults filled in) over the given book implementation. */
export function createState(config: MarketConfig, createBook: (runners: number, orders: OrderStore) => Book): MarketState {
  const orders = new OrderStore(config.runners.map((r) => r.selectionId));
  const statuses = config.runners.map((r): RunnerStatus => r.status ?? 'ACTIVE');
  return {
    marketId: config.marketId,
    kind: config.kind ?? 'WIN',
    numberOfWinners: config.kind === 'PLACE' ? (config.numberOfWinners ?? 1) : 1,
    status: config.status ?? 'OPEN',
    inPlay: config.inPlay ?? false,
    betDelaySeconds: config.betDelaySeconds ?? 0,
    version: config.version ?? 1,
    commissionBp: config.commissionBp ?? 500,
    minStake: config.minStake ?? 1,
    maxStake: config.maxStake ?? Number.MAX_SAFE_INTEGER,
    selectionIds: config.runners.map((r) => r.selectionId),
    runnerIndex: new Map(config.runners.map((r, i) => [r.selectionId, i])),
    runnerStatus: statuses,
    active: statuses.map((s) => s !== 'REMOVED'),
    orders,
    positions: new Map(),
    book: createBook(config.runners.length, orders),
    lastSettlement: null,
    // Stryker disable next-line ArrayDeclaration: scratch, entries at and past count are never read
    plan: { makers: [], sizes: [], count: 0 },
  };
}

/** The user's position, created empty on first use. */
export function positionFor(s: MarketState, userId: string): Position {
  let pos = s.positions.get(userId);
  if (!pos) {
    pos = createPosition(s.selectionIds.length, s.orders.userOf(userId));
    s.positions.set(userId, pos);
  }
  return pos;
}

/** A user's market exposure (positive paise); 0 once the market is closed. */
export function exposureOf(s: MarketState, userId: string): Paise {
  if (s.status === 'CLOSED') return 0;
  const pos = s.positions.get(userId);
  return pos ? worstCase(pos, s.active, s.numberOfWinners) : 0;
}

/** `exposureOf` for each user, in the order given. */
export function exposuresOf(s: MarketState, userIds: Iterable<string>): UserExposure[] {
  const out: UserExposure[] = [];
  for (const userId of userIds) out.push({ userId, exposure: exposureOf(s, userId) });
  return out;
}
