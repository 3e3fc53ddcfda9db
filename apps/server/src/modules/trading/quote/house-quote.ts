import { checkBookmakerQuote, checkFancyQuote, fail, type Failure } from '@bx/exchange';
import type { MarketRecord } from '../shared/trading-types.ts';
import type { FancyCommand, PlaceCommand } from '../shared/commands.ts';

function stakeProblem(record: MarketRecord, stake: number): Failure | null {
  if (stake < record.row.min_stake) return fail('STAKE_TOO_LOW', 'stake below minimum');
  if (stake > record.row.max_stake) return fail('STAKE_TOO_HIGH', 'stake above maximum');
  return null;
}

/** A bookmaker bet is accepted only at the runner's current rate while the market and quote are open. */
export function bookmakerQuoteProblem(record: MarketRecord, c: PlaceCommand): Failure | null {
  const runner = record.runners.find((r) => r.selection_id === c.selectionId);
  if (!runner) return fail('RUNNER_NOT_FOUND', 'no such runner');
  if (runner.status === 'REMOVED') return fail('RUNNER_REMOVED', 'runner removed');
  const checked = checkBookmakerQuote(
    {
      selectionId: c.selectionId,
      open: record.row.status === 'OPEN' && runner.quote_open === 1 && runner.back_rate !== null,
      backRate: runner.back_rate ?? -1,
      layRate: runner.lay_rate ?? -1,
      minStake: record.row.min_stake,
      maxStake: record.row.max_stake,
    },
    { side: c.side, rate: c.price - 100, stake: c.stake },
  );
  return checked.ok ? null : checked;
}

/**
 * A casino bet: only while the round is OPEN and the selection ACTIVE (quoted), at the shown
 * rate, lay only where the table gives a lay rate; stake limits as the round's market holds them.
 */
export function casinoQuoteProblem(record: MarketRecord, c: PlaceCommand): Failure | null {
  const runner = record.runners.find((r) => r.selection_id === c.selectionId);
  if (!runner) return fail('RUNNER_NOT_FOUND', 'no such selection');
  if (c.side === 'LAY' && runner.lay_rate === null) return fail('INVALID_ORDER', 'this selection takes back bets only');
  if (record.row.status !== 'OPEN' || runner.status !== 'ACTIVE' || runner.quote_open !== 1)
    return fail('MARKET_SUSPENDED', 'betting on this round has closed');
  return bookmakerQuoteProblem(record, c);
}

/**
 * A fancy bet is accepted only at the current quote: SESSION and METER at the side's run and
 * rate; KHADO (back only) at the yes rate from any start; ODD_EVEN at the side's odds.
 */
export function fancyQuoteProblem(record: MarketRecord, c: FancyCommand): Failure | null {
  const r = record.row;
  const open = r.status === 'OPEN';
  const type = r.market_type;
  if (type === 'SESSION' || type === 'METER') {
    const checked = checkFancyQuote(
      {
        open,
        noLine: r.no_line ?? -1,
        noRate: r.no_rate ?? -1,
        yesLine: r.yes_line ?? -1,
        yesRate: r.yes_rate ?? -1,
        minStake: r.min_stake,
        maxStake: r.max_stake,
      },
      { side: c.side === 'BACK' ? 'YES' : 'NO', line: c.line, rate: c.rate, stake: c.stake },
    );
    return checked.ok ? null : checked;
  }
  if (!open) return fail('MARKET_SUSPENDED', 'fancy suspended');
  if (type === 'KHADO' && c.side !== 'BACK') return fail('INVALID_ORDER', 'khado is back only');
  const rate = type === 'ODD_EVEN' && c.side === 'LAY' ? r.no_rate : r.yes_rate;
  if (c.rate !== rate) return fail('RATE_CHANGED', 'rate changed');
  if (type === 'KHADO' && (!Number.isInteger(c.line) || c.line < 0)) return fail('RUN_CHANGED', 'bad start');
  return stakeProblem(record, c.stake);
}
