import type { PriceLevel } from './book';
import { cancelOrder } from './cancel-order';
import { createFastBook } from './fast-book';
import { createState, exposureOf, type MarketState } from './market-state';
import type {
  CancelCommand,
  CancelSuccess,
  MarketConfig,
  MarketView,
  PlaceCommand,
  PlaceSuccess,
  RemoveRunnerSuccess,
  ReplaceCommand,
  ReplaceSuccess,
  StatusChange,
  StatusSuccess,
} from './market-types';
import { orderView, type OrderView } from './order';
import { placeOrder } from './place-order';
import { createReferenceBook } from './reference-book';
import { removeRunner } from './remove-runner';
import { replaceOrder } from './replace-order';
import { restoreOrder, type RestoreOrder } from './restore-order';
import type { Result } from './result';
import { rollbackSettlement } from './rollback';
import { setStatus as setStatusOf } from './set-status';
import { settleMarket } from './settle-market';
import type { SettlementResult } from './settlement-types';
import type { BasisPoints, Paise } from './types';
import { validateState } from './validate-state';

/** One exchange market held in memory. Every method is synchronous and deterministic. */
export interface Market {
  readonly marketId: string;
  /** Place an order (see placeOrder for semantics and codes). */
  place(cmd: PlaceCommand): Result<PlaceSuccess>;
  /** Cancel the unmatched part, whole or partly (see cancelOrder). */
  cancel(cmd: CancelCommand): Result<CancelSuccess>;
  /** Lower an order's unmatched stake in place, or move it to a new price (see replaceOrder). */
  replace(cmd: ReplaceCommand): Result<ReplaceSuccess>;
  /** Status / in-play / bet delay change; turning in-play lapses LAPSE orders. */
  setStatus(change: StatusChange): Result<StatusSuccess>;
  /** Non-runner with reduction factor (basis points). */
  removeRunner(selectionId: number, reductionBp: BasisPoints): Result<RemoveRunnerSuccess>;
  /** Declare winners (selection ids); closes the market. */
  settle(winners: number[]): Result<{ settlement: SettlementResult }>;
  /** Void every bet; closes the market. */
  void(): Result<{ settlement: SettlementResult }>;
  /** Undo the last settle/void; the market reopens SUSPENDED. */
  rollback(): Result<{ reversal: SettlementResult; version: number }>;
  /** Rebuild an order from storage without matching (call in original time order). */
  restore(order: RestoreOrder): Result<{ order: OrderView }>;
  /** The user's exposure on this market, positive paise (O(runners)). 0 when closed. */
  exposureOf(userId: string): Paise;
  /** Per runner: the user's P&L if it wins and if it loses, matched bets only. */
  positionOf(userId: string): { selectionId: number; ifWin: Paise; ifLose: Paise }[];
  /** A snapshot of one order, or null when the id is unknown. */
  getOrder(orderId: string): OrderView | null;
  /** The user's orders with something unmatched, in time order. */
  openOrders(userId?: string): OrderView[];
  /** Resting backs (best = lowest first) and lays (best = highest first) of a runner. */
  depth(selectionId: number, levels?: number): { backs: PriceLevel[]; lays: PriceLevel[] } | null;
  /** The market's definition and runner statuses. */
  view(): MarketView;
  /** Every broken invariant as text; [] when the state is sound. */
  validateInternalState(): string[];
}

function wrap(s: MarketState): Market {
  return {
    marketId: s.marketId,
    place: (cmd) => placeOrder(s, cmd),
    cancel: (cmd) => cancelOrder(s, cmd),
    replace: (cmd) => replaceOrder(s, cmd),
    setStatus: (change) => setStatusOf(s, change),
    removeRunner: (id, rf) => removeRunner(s, id, rf),
    settle: (winners) => settleMarket(s, winners),
    void: () => settleMarket(s, null),
    rollback: () => rollbackSettlement(s),
    restore: (order) => restoreOrder(s, order),
    exposureOf: (userId) => exposureOf(s, userId),
    positionOf: (userId) => {
      const pos = s.positions.get(userId);
      return s.selectionIds.map((selectionId, i) => ({
        selectionId,
        ifWin: pos?.matchedWin[i] ?? 0,
        ifLose: pos?.matchedLose[i] ?? 0,
      }));
    },
    getOrder: (id) => {
      const o = s.orders.get(id);
      return o ? orderView(o) : null;
    },
    // orders.values() yields slot order, which is time order.
    openOrders: (userId) =>
      [...s.orders.values()].filter((o) => o.remaining > 0 && (userId === undefined || o.userId === userId)).map(orderView),
    depth: (selectionId, levels = 10) => {
      const r = s.runnerIndex.get(selectionId);
      if (r === undefined) return null;
      return { backs: s.book.levels(r, 'BACK', levels), lays: s.book.levels(r, 'LAY', levels) };
    },
    view: () => ({
      marketId: s.marketId,
      kind: s.kind,
      numberOfWinners: s.numberOfWinners,
      status: s.status,
      inPlay: s.inPlay,
      betDelaySeconds: s.betDelaySeconds,
      version: s.version,
      commissionBp: s.commissionBp,
      runners: s.selectionIds.map((selectionId, i) => ({ selectionId, status: s.runnerStatus[i]! })),
    }),
    validateInternalState: () => validateState(s),
  };
}

/** The fast market: ladder-indexed FIFO price levels. Use this in the server. */
export function createFastMarket(config: MarketConfig): Market {
  return wrap(createState(config, createFastBook));
}

/** The reference market: sorted arrays, for tests and as the benchmark baseline. */
export function createReferenceMarket(config: MarketConfig): Market {
  return wrap(createState(config, createReferenceBook));
}
