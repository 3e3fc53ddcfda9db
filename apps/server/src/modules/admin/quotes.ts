import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { TradingService } from '../trading/trading-service.ts';
import type { Database } from '../../db/schema.ts';
import { refuse, type Refusal } from '../../http/answer.ts';
import { crossedBookmakerQuote, crossedFancyQuote } from './crossed-quote.ts';

export interface FancyQuoteInput {
  fancy_id: number;
  session_value_yes?: number;
  session_size_yes?: number;
  session_value_no?: number;
  session_size_no?: number;
  status?: 'OPEN' | 'SUSPENDED';
}

/** A fancy rate as stored: odd/even's are decimal odds, kept in hundredths; the others are per 100 already (null: none given). */
export function storedFancyRate(fancyType: string, rate: number | undefined): number | null {
  if (rate === undefined) return null;
  return Math.round(fancyType === 'ODD_EVEN' ? rate * 100 : rate);
}

/** How often a fancy quote is read again when another quote changed its sides between its read and its write. */
const QUOTE_ATTEMPTS = 3;

/**
 * A new fancy quote, refused whole when the sides it leaves would pay both (crossed-quote.ts); the
 * version rises so a bet waiting out its delay at the old quote is refused. The write applies only
 * while the sides are those it was checked against, so two quotes changing one side each cannot
 * cross the lines between them; one statement each, so no transaction waits on another process's
 * writes, and other changes of the market (its version, its status) do not make it try again.
 */
export async function updateFancyQuote(database: AppDatabase, trading: TradingService, q: FancyQuoteInput): Promise<Refusal | null> {
  const db = database.db;
  for (let attempt = 0; ; attempt++) {
    const stored = await db
      .selectFrom('markets')
      .select(['market_type', 'yes_line', 'yes_rate', 'no_line', 'no_rate'])
      .where('market_id', '=', q.fancy_id)
      .executeTakeFirstOrThrow();
    const sides = {
      yesLine: q.session_value_yes ?? stored.yes_line,
      yesRate: storedFancyRate(stored.market_type, q.session_size_yes) ?? stored.yes_rate,
      noLine: q.session_value_no ?? stored.no_line,
      noRate: storedFancyRate(stored.market_type, q.session_size_no) ?? stored.no_rate,
    };
    const crossed = crossedFancyQuote(stored.market_type, sides);
    if (crossed) return crossed;
    const written = await db
      .updateTable('markets')
      .set({ yes_line: sides.yesLine, yes_rate: sides.yesRate, no_line: sides.noLine, no_rate: sides.noRate, version: sql`version + 1` })
      .where('market_id', '=', q.fancy_id)
      // Only if no other quote changed a side since the read (null lines compare equal).
      .where(sql<boolean>`yes_line IS NOT DISTINCT FROM ${stored.yes_line}`)
      .where(sql<boolean>`yes_rate IS NOT DISTINCT FROM ${stored.yes_rate}`)
      .where(sql<boolean>`no_line IS NOT DISTINCT FROM ${stored.no_line}`)
      .where(sql<boolean>`no_rate IS NOT DISTINCT FROM ${stored.no_rate}`)
      .executeTakeFirst();
    if (written.numUpdatedRows > 0n) break;
    if (attempt + 1 === QUOTE_ATTEMPTS) return refuse('TRY_AGAIN', 'The fancy changed while it was quoted. Please try again.');
  }
  if (q.status) await trading.setStatus({ marketId: q.fancy_id, status: q.status });
  return null;
}

export interface BookmakerQuoteInput {
  market_id: number;
  runners: { selection_id: number; back_rate: number; lay_rate: number; open: boolean }[];
}

/** New bookmaker rates per runner (paise of profit per rupee); refused whole when a runner's rates cross. */
export async function updateBookmakerQuote(db: Kysely<Database>, q: BookmakerQuoteInput): Promise<Refusal | null> {
  const crossed = crossedBookmakerQuote(q.runners);
  if (crossed) return crossed;
  await db.transaction().execute(async (trx) => {
    for (const r of q.runners) {
      await trx
        .updateTable('market_runners')
        .set({ back_rate: r.back_rate, lay_rate: r.lay_rate, quote_open: r.open ? 1 : 0 })
        .where('market_id', '=', q.market_id)
        .where('selection_id', '=', r.selection_id)
        .execute();
    }
    await trx
      .updateTable('markets')
      .set({ version: sql`version + 1` })
      .where('market_id', '=', q.market_id)
      .execute();
  });
  return null;
}
