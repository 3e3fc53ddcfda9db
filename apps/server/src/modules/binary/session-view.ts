import type { BinarySession } from '@bx/contract';
import type { AppDatabase } from '../../db/create-database.ts';
import { matchDetail } from '../trading/read/match-detail.ts';
import type { TradingService } from '../trading/trading-service.ts';
import type { BinaryService } from './binary-service.ts';
import type { Instrument } from './instruments.ts';
import { PRACTICE } from './instruments.ts';
import { nextSession, openSession } from './trading-hours.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** One instrument as binary/getSessions shows it to a customer: open lines while trading, else the next opening. */
async function sessionOf(
  database: AppDatabase,
  trading: TradingService,
  binary: BinaryService,
  instrument: Instrument,
  userId: number,
): Promise<BinarySession> {
  const now = binary.clock();
  const last = await database.db
    .selectFrom('binary_sessions')
    .selectAll()
    .where('instrument', '=', instrument.code)
    .orderBy('opens_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const open = openSession(instrument, now);
  const trading_ = open !== null && last !== undefined && last.trading_day === open.day && last.status === 'OPEN';
  const window = open ?? nextSession(instrument, now);
  const detail = last ? await matchDetail(database, trading, Number(last.match_id), userId) : null;
  const lastTick = last
    ? await database.db
        .selectFrom('binary_ticks')
        .select('price')
        .where('match_id', '=', last.match_id)
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  const price = (trading_ ? binary.feed.priceAt(instrument, now) : null) ?? last?.settlement_price ?? lastTick?.price ?? null;
  return {
    match_id: last ? Number(last.match_id) : null,
    instrument: instrument.name,
    code: instrument.code,
    description: instrument.description,
    currency: instrument.currency,
    practice: instrument === PRACTICE,
    price: price === null ? null : Number(price) / 100,
    status: trading_ ? 'OPEN' : 'CLOSED',
    opens_at: iso(window.opensAt),
    closes_at: iso(window.closesAt),
    fancies: trading_ ? (detail?.fancies ?? []) : [],
    session_status: last?.status ?? null,
    settlement_price: last?.settlement_price === null || last === undefined ? null : Number(last.settlement_price) / 100,
  };
}

export async function binarySessions(database: AppDatabase, trading: TradingService, binary: BinaryService, userId: number) {
  const out: BinarySession[] = [];
  for (const instrument of binary.instruments) out.push(await sessionOf(database, trading, binary, instrument, userId));
  return out;
}
