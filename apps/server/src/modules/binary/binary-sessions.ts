import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createFancy } from '../trading/markets/create-market.ts';
import { binaryLines, STRIKES } from './binary-lines.ts';
import type { Instrument } from './instruments.ts';
import type { SessionWindow } from './trading-hours.ts';
import { insertMatch } from '../catalog/insert-match.ts';

/** The hidden sport that owns binary sessions' matches (migration 0011). */
export const BINARY_SPORT_ID = -30;
/** Stakes per bet on a line: ₹10 to ₹50,000 (paise). */
const MIN_STAKE = 1000;
const MAX_STAKE = 5_000_000;

/**
 * A session's result domain in whole price points, fixed at creation: up to twice the opening
 * price, beyond any day's move, so exposure is held over every price the session can settle on
 * and settlement accepts any feed's or operator's price in it.
 */
function sessionMaxResult(openingPrice: number): number {
  return Math.ceil(openingPrice / 100) * 2;
}

/** The name of strike i (1 = lowest) of a session: the line itself moves with the price. */
function strikeName(instrument: Instrument, i: number): string {
  return `${instrument.code} strike ${i}`;
}

/**
 * The session of an instrument's trading day, created at its first tick: a match of the hidden
 * binary sport and one SESSION fancy per strike quoted at the opening price (hundredths). Creating it twice
 * finds the first (unique per instrument and day).
 */
export async function ensureSession(db: Kysely<Database>, instrument: Instrument, w: SessionWindow, price: number): Promise<number> {
  const found = await db
    .selectFrom('binary_sessions')
    .select('match_id')
    .where('instrument', '=', instrument.code)
    .where('trading_day', '=', w.day)
    .executeTakeFirst();
  if (found) return Number(found.match_id);
  const matchId = await db.transaction().execute(async (trx) => {
    const id = await insertMatch(trx, {
      sportId: BINARY_SPORT_ID,
      seriesId: null,
      name: `${instrument.name} ${w.day}`,
      openDate: w.opensAt,
      status: 'IN_PLAY',
      listed: false,
    });
    await trx
      .insertInto('binary_sessions')
      .values({
        match_id: id,
        instrument: instrument.code,
        trading_day: w.day,
        opens_at: w.opensAt,
        closes_at: w.closesAt,
        status: 'OPEN',
        settlement_price: null,
        settled_at: null,
      })
      .execute();
    return id;
  });
  const lines = binaryLines(instrument, price, w.opensAt, w.opensAt, w.closesAt);
  for (let i = 0; i < STRIKES; i++) {
    const q = lines[i]!;
    await createFancy(db, {
      matchId,
      name: strikeName(instrument, i + 1),
      fancyType: 'SESSION',
      yesLine: q.line,
      yesRate: q.yesRate,
      noLine: q.line,
      noRate: q.noRate,
      khadoWidth: null,
      minStake: MIN_STAKE,
      maxStake: MAX_STAKE,
      maxResult: sessionMaxResult(price),
    });
  }
  return matchId;
}

/** The session's lines (fancies), strike 1 first. */
export function sessionLines(db: Kysely<Database>, matchId: number) {
  return db
    .selectFrom('markets')
    .select(['market_id', 'status', 'yes_line', 'yes_rate', 'no_rate', 'settlement_json'])
    .where('match_id', '=', matchId)
    .orderBy('market_id')
    .execute();
}
