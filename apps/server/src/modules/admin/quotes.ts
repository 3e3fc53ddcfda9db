import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { TradingService } from '../trading/trading-service.ts';
import type { Database } from '../../db/schema.ts';

export interface FancyQuoteInput {
  fancy_id: number;
  session_value_yes?: number;
  session_size_yes?: number;
  session_value_no?: number;
  session_size_no?: number;
  status?: 'OPEN' | 'SUSPENDED';
}

/** A new fancy quote; the version rises so a bet waiting out its delay at the old quote is refused. */
export async function updateFancyQuote(database: AppDatabase, trading: TradingService, q: FancyQuoteInput, odds: boolean): Promise<void> {
  const rate = (v: number | undefined) => (v === undefined ? undefined : odds ? Math.round(v * 100) : Math.round(v));
  await database.db
    .updateTable('markets')
    .set({
      ...(q.session_value_yes === undefined ? {} : { yes_line: q.session_value_yes }),
      ...(q.session_size_yes === undefined ? {} : { yes_rate: rate(q.session_size_yes) }),
      ...(q.session_value_no === undefined ? {} : { no_line: q.session_value_no }),
      ...(q.session_size_no === undefined ? {} : { no_rate: rate(q.session_size_no) }),
      version: sql`version + 1`,
    })
    .where('market_id', '=', q.fancy_id)
    .execute();
  if (q.status) await trading.setStatus({ marketId: q.fancy_id, status: q.status });
}

export interface BookmakerQuoteInput {
  market_id: number;
  runners: { selection_id: number; back_rate: number; lay_rate: number; open: boolean }[];
}

/** New bookmaker rates per runner (paise of profit per rupee). */
export async function updateBookmakerQuote(db: Kysely<Database>, q: BookmakerQuoteInput): Promise<void> {
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
}
