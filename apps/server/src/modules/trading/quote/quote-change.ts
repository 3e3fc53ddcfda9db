import type { CurrentQuote } from '@bx/contract';
import type { Failure, Side } from '@bx/exchange';
import { bookmakerOdds, hundredthsToDecimal } from './decimal-odds.ts';
import type { MarketRecord, MarketRow } from '../shared/trading-types.ts';
import { engineReject } from './bet-answer.ts';
import type { FancyCommand, Outcome, PlaceCommand } from '../shared/commands.ts';

type QuoteNow = { run: number | null; rate: number | null };
export type FancyQuoteRow = Pick<MarketRow, 'market_type' | 'yes_line' | 'yes_rate' | 'no_line' | 'no_rate'>;

const isOdds = (marketType: string) => marketType === 'ODD_EVEN' || marketType === 'BOOKMAKER';

/** A fancy's current quote for a side as the bet sends it: SESSION/METER run and rate per 100, KHADO rate, ODD_EVEN decimal odds. */
export function fancyQuoteNow(row: FancyQuoteRow, side: Side): QuoteNow {
  const type = row.market_type;
  const yes = side === 'BACK' || type === 'KHADO';
  const rate = yes ? row.yes_rate : row.no_rate;
  const run = type === 'SESSION' || type === 'METER' ? (yes ? row.yes_line : row.no_line) : null;
  return { run, rate: rate !== null && type === 'ODD_EVEN' ? hundredthsToDecimal(rate) : rate };
}

/**
 * RATE_CHANGED / RUN_CHANGED naming what the bet sent and what is quoted now, with the quote
 * (the slip shows both without another call); other codes (or no quote to show) as usual.
 */
export function quoteRefusal(
  problem: Pick<Failure, 'code' | 'message'>,
  marketType: string,
  sent: { run: number | null; rate: number },
  now: QuoteNow,
): Outcome {
  const { code } = problem;
  const { run, rate } = now;
  if ((code !== 'RATE_CHANGED' && code !== 'RUN_CHANGED') || rate === null || (code === 'RUN_CHANGED' && run === null))
    return engineReject(code, problem.message);
  const show = (r: number) => (isOdds(marketType) ? r.toFixed(2) : String(r));
  const message =
    code === 'RUN_CHANGED' ? `The run changed from ${sent.run} to ${run}.` : `The rate changed from ${show(sent.rate)} to ${show(rate)}.`;
  const quote: CurrentQuote = { run, rate };
  return { ok: false, code, message, quote };
}

/** A bookmaker or fancy quote check's failure as the customer's answer. */
export function houseQuoteRefusal(record: MarketRecord, c: PlaceCommand | FancyCommand, problem: Failure): Outcome {
  const type = record.row.market_type;
  if (c.type === 'fancy') {
    const sentRate = type === 'ODD_EVEN' ? hundredthsToDecimal(c.rate) : c.rate;
    return quoteRefusal(problem, type, { run: c.line, rate: sentRate }, fancyQuoteNow(record.row, c.side));
  }
  const runner = record.runners.find((r) => r.selection_id === c.selectionId);
  const rate = runner ? (c.side === 'BACK' ? runner.back_rate : runner.lay_rate) : null;
  return quoteRefusal(
    problem,
    type,
    { run: null, rate: hundredthsToDecimal(c.price) },
    { run: null, rate: rate === null ? null : bookmakerOdds(rate) },
  );
}
