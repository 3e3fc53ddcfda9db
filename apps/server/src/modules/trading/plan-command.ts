import type { PlanContext } from './batch/plan-context.ts';
import { marketFor } from './batch/plan-context.ts';
import { familyOf } from './markets/market-kinds.ts';
import { planCancel, planExchangePlace } from './place/plan-exchange.ts';
import { planCashOutCommand } from './place/plan-cash-out-command.ts';
import { planHouseBet } from './place/plan-house-bet.ts';
import { planReplace } from './place/plan-replace.ts';
import { planRemoveRunner, planStatus } from './settle/plan-market-admin.ts';
import { planRollback } from './settle/plan-rollback.ts';
import { planSettle } from './settle/plan-settlement.ts';
import { reject, type Command, type Outcome } from './shared/commands.ts';
import type { BatchGenerator } from './shared/trading-types.ts';

/**
 * The batch's planner: sends each command to the stage that owns it (place, cancel, edit, market
 * status, settle, rollback). It lives above the batch so the group commit never imports the
 * stages that run inside it.
 */
export function* planCommand(ctx: PlanContext, c: Command): BatchGenerator<Outcome> {
  const record = marketFor(ctx, c.marketId);
  if ('ok' in record) return record;
  // A bet names its match and market: a market of another match is not the one the customer saw.
  if ((c.type === 'place' || c.type === 'fancy') && c.matchId !== record.row.match_id)
    return reject('MARKET_NOT_FOUND', 'This market is not in that match.');
  switch (c.type) {
    case 'place':
      if (familyOf(record.row.market_type) === 'FANCY') return reject('INVALID_MARKET', 'Use placeFancyBet for a fancy.');
      if (record.row.status === 'CLOSED') return reject('MARKET_CLOSED', 'This market is closed.');
      return ctx.engines.has(c.marketId) ? yield* planExchangePlace(ctx, c) : yield* planHouseBet(ctx, c);
    case 'fancy':
      if (familyOf(record.row.market_type) !== 'FANCY') return reject('INVALID_MARKET', 'This is not a fancy market.');
      return yield* planHouseBet(ctx, c);
    case 'cancel':
      return yield* planCancel(ctx, c);
    case 'replace':
      return yield* planReplace(ctx, c);
    case 'cashOut':
      return yield* planCashOutCommand(ctx, c);
    case 'status':
      return yield* planStatus(ctx, c);
    case 'removeRunner':
      return yield* planRemoveRunner(ctx, c);
    case 'settle':
      return yield* planSettle(ctx, c);
    case 'rollback':
      return yield* planRollback(ctx, c);
    case 'sync':
      return { ok: true, data: {} };
  }
}
