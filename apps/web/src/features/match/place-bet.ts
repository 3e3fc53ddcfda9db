import type { CurrentQuote, PlacedBet } from '@bx/contract';
import { ApiError, api } from '../../lib/api-client.ts';
import { formatBookmakerRate } from '../../lib/bookmaker-rate.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { useBetSlip, type SlipTarget } from './bet-slip-store.ts';
import { formatPrice } from './format-price.ts';
import type { MatchDetail } from './match-detail-api.ts';

/** POST bet/placeMarketBet or bet/placeFancyBet for the slip; `clientRef` makes a repeated click harmless. */
function placeBet(target: SlipTarget, stake: number, clientRef: string) {
  if (target.kind === 'fancy') {
    return api.bet.placeFancyBet({
      match_id: target.matchId,
      fancy_id: target.fancyId,
      is_back: target.isBack,
      run: target.run,
      size: target.rate,
      stack: stake,
      client_ref: clientRef,
    });
  }
  return api.bet.placeMarketBet({
    match_id: target.matchId,
    market_id: target.marketId,
    selection_id: target.selectionId,
    is_back: target.isBack,
    odds: target.odds,
    stack: stake,
    client_ref: clientRef,
  });
}

/**
 * Whether a failed send may still have placed the bet: no answer at all (network error), or a
 * server-side failure (503 OUTCOME_UNKNOWN, a gateway's 502/504, a 500 after the commit). A 4xx
 * was refused before anything ran. A 503 TRY_AGAIN placed nothing, but sending the same ref
 * again is as safe, so it is treated alike.
 */
export function mayHavePlaced(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status < 400;
}

/**
 * Sends the slip with its client_ref, so the server places it at most once. Any answer (placed or
 * refused: both definite) renews the ref: the next press is a new bet. When the send
 * may have placed it (see mayHavePlaced) the ref is kept and the same request goes once more
 * after `pauseMs`; if that too is unknown the error is thrown with the ref still kept, so the
 * customer's next press re-sends the same ref and gets the first bet back if it was stored,
 * even when the stake was edited meanwhile (one press, one bet at most). A new slip gets a new ref.
 */
export async function sendSlip(target: SlipTarget, stake: number, pauseMs = 1000): ReturnType<typeof placeBet> {
  const { clientRef } = useBetSlip.getState();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await placeBet(target, stake, clientRef);
      useBetSlip.getState().renewRef();
      return answer;
    } catch (error) {
      if (!mayHavePlaced(error)) useBetSlip.getState().renewRef();
      if (!mayHavePlaced(error) || attempt === 2) throw error;
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
}

/** The toast after an accepted bet: matched, partly matched or waiting unmatched. */
export function placedText(target: SlipTarget, bet: PlacedBet): string {
  // A fancy is matched at once by the house, at the run and rate of the slip.
  if (target.kind === 'fancy') {
    const quote = target.fancyType === 'ODD_EVEN' ? formatPrice(target.rate) : `${formatPrice(target.run)}/${formatPrice(target.rate)}`;
    return `Bet matched: ${formatMoney(bet.matched_stack)} at ${quote}.`;
  }
  if (!target.onLadder) return `Bet matched: ${formatMoney(bet.matched_stack)} at ${formatBookmakerRate(target.odds)}.`;
  if (bet.remaining_stack === 0) {
    return `Bet matched: ${formatMoney(bet.matched_stack)}${bet.avg_odds ? ` at ${formatPrice(bet.avg_odds)}` : ''}.`;
  }
  if (bet.matched_stack > 0) {
    return `Bet partially matched: ${formatMoney(bet.matched_stack)} at ${formatPrice(bet.avg_odds)}, ${formatMoney(bet.remaining_stack)} unmatched.`;
  }
  return `Bet unmatched: ${formatMoney(bet.remaining_stack)} waits at ${formatPrice(target.odds)}.`;
}

/** The quote the server holds now for the slip's side, from a fresh match detail (null when gone). */
export function currentQuote(target: SlipTarget, detail: MatchDetail | null): Partial<SlipTarget> | null {
  if (!detail) return null;
  if (target.kind === 'fancy') {
    const f = detail.fancies.find((x) => x.fancy_id === target.fancyId);
    if (!f) return null;
    const yes = target.isBack || f.fancy_type === 'KHADO';
    const rate = yes ? f.session_size_yes : f.session_size_no;
    const run = f.fancy_type === 'KHADO' ? target.run : yes ? f.session_value_yes : f.session_value_no;
    return rate === null ? null : { rate, run: run ?? 0 };
  }
  const runner = detail.markets
    .find((m) => m.market_id === target.marketId)
    ?.runner_json.find((r) => r.selection_id === target.selectionId);
  const price = (target.isBack ? runner?.back : runner?.lay)?.[0]?.price;
  return price === undefined ? null : { odds: price };
}

/**
 * The slip's side at the quote a RATE_CHANGED / RUN_CHANGED refusal carries: odds for a market,
 * rate and run for a fancy (a khado keeps the start the customer chose). null when the refusal
 * carries none: the quote is no longer offered.
 */
export function quotedSlip(target: SlipTarget, quote: CurrentQuote | undefined): Partial<SlipTarget> | null {
  if (!quote) return null;
  if (target.kind === 'market') return { odds: quote.rate };
  return { rate: quote.rate, run: quote.run ?? target.run };
}

/** The quote as the customer saw it: odds, or a fancy's run/rate (rate alone where the run is not quoted). */
function quoteText(t: SlipTarget): string {
  if (t.kind === 'market') return t.onLadder ? formatPrice(t.odds) : formatBookmakerRate(t.odds);
  return t.fancyType === 'SESSION' || t.fancyType === 'METER' ? `${formatPrice(t.run)}/${formatPrice(t.rate)}` : formatPrice(t.rate);
}

/** The slip's explanation of a rate or run change, old and new side by side. */
export function changeNotice(code: string | undefined, before: SlipTarget, after: Partial<SlipTarget> | null): string {
  const what = code === 'RUN_CHANGED' ? 'run' : 'rate';
  if (!after) return `The ${what} changed from ${quoteText(before)} while you were placing and is no longer offered.`;
  const next = { ...before, ...after } as SlipTarget;
  return `The ${what} changed from ${quoteText(before)} to ${quoteText(next)} while you were placing. Check the new ${what} and place again.`;
}
