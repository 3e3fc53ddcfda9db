import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { oddsToHundredths } from './decimal-odds.ts';
import type { FancyQuoteRow } from './quote-change.ts';

/**
 * placeFancyBet's `size` as the rate the fancy stores, by the fancy's type (never by the number's
 * look, so odd-even odds of exactly 2 are 2.00): ODD_EVEN decimal odds to hundredths (2 -> 200,
 * 1.95 -> 195); SESSION, KHADO and METER the rate per 100 as the family's clients send it (90 ->
 * 90, whole numbers only). Null when `size` cannot be such a rate, so it is not the current quote.
 */
export function fancyRateOf(marketType: string, size: number): number | null {
  if (marketType === 'ODD_EVEN') return oddsToHundredths(size);
  return Number.isInteger(size) ? size : null;
}

/** The fancy's type and quote (undefined when there is no such market: the batch answers that). */
export function loadFancyQuote(db: Kysely<Database>, fancyId: number): Promise<FancyQuoteRow | undefined> {
  return db
    .selectFrom('markets')
    .select(['market_type', 'yes_line', 'yes_rate', 'no_line', 'no_rate'])
    .where('market_id', '=', fancyId)
    .executeTakeFirst();
}
