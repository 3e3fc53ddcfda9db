import { serverConfig } from './server-config.mjs';

// Bet planning (funds, the hedge rule, exposure, stake limits, a repeated client_ref, editing an unmatched bet), cash out, the batch's state and the exact
// loss limit inside the batch, and the customers' rows it keeps between batches on SQLite.
export default serverConfig('bets', [
  'apps/server/src/modules/trading/place/plan-house-bet.ts',
  'apps/server/src/modules/trading/place/plan-exchange.ts',
  'apps/server/src/modules/trading/place/plan-replace.ts',
  'apps/server/src/modules/trading/batch/keyed-bets.ts',
  'apps/server/src/modules/trading/batch/batch-state.ts',
  'apps/server/src/modules/trading/batch/settled-losses.ts',
  'apps/server/src/modules/trading/batch/customer-row-cache.ts',
  // Cash out: the hedge maths (in the contract, shared with the browser) and its batch command.
  'packages/contract/src/cash-out/*.ts',
  'apps/server/src/modules/trading/place/plan-cash-out-command.ts',
  'apps/server/src/modules/trading/place/cash-out-runners.ts',
  // A house market's (bookmaker, fancy, casino) live bets, exposure and P&L, which the planners and cash out share.
  'apps/server/src/modules/trading/markets/house-bets.ts',
  // Which stage a command goes to and what it must name (a bet's match), the odds a price may be,
  // and a bet's answer (its average odds, the customer's codes).
  'apps/server/src/modules/trading/plan-command.ts',
  'apps/server/src/modules/trading/quote/decimal-odds.ts',
  'apps/server/src/modules/trading/quote/bet-answer.ts',
  // The house quotes it refuses: a crossed one would pay a customer who backs both sides.
  'apps/server/src/modules/admin/crossed-quote.ts',
]);
