import {
  bookmakerExposure,
  bookmakerPnl,
  ceilDiv,
  DEFAULT_FANCY_MAX_RESULT,
  fancyExposure,
  fancyPnl,
  floorDiv,
  type BookmakerBet,
  type FancyBet,
  type FancyDomain,
} from '@bx/exchange';
import { tableBetMaxLoss, tableBetPnl, type Deal, type TableBet, type TableType } from '@bx/games';
import { familyOf } from './market-kinds.ts';
import type { BetRow, MarketRecord, MarketRow } from '../shared/trading-types.ts';

/** A customer's bets that count for a house market's book (settled and voided ones excluded): its exposure and its cash out. */
export function liveBetsOf(bets: BetRow[], userId: number): BetRow[] {
  return bets.filter((b) => b.user_id === userId && b.matched > 0 && b.outcome === null);
}

export function toBookmakerBet(b: BetRow): BookmakerBet {
  return { selectionId: b.selection_id, side: b.side, rate: b.price - 100, stake: b.matched };
}

export function toFancyBet(b: BetRow, record: MarketRecord): FancyBet {
  const type = record.row.market_type;
  const yes = b.side === 'BACK';
  if (type === 'KHADO') return { kind: 'KHADO', start: b.line ?? 0, width: record.row.khado_width ?? 1, rate: b.price, stake: b.matched };
  if (type === 'METER') return { kind: 'METER', side: yes ? 'YES' : 'NO', line: b.line ?? 0, rate: b.price, stake: b.matched };
  if (type === 'ODD_EVEN') return { kind: 'ODD_EVEN', pick: yes ? 'ODD' : 'EVEN', price: b.price, stake: b.matched };
  return { kind: 'SESSION', side: yes ? 'YES' : 'NO', line: b.line ?? 0, rate: b.price, stake: b.matched };
}

/** A casino bet as the table engine settles it: decimal rate in hundredths, matched stake. */
function toTableBet(b: BetRow): TableBet {
  return { sid: b.selection_id, side: b.side, rate: b.price, stake: b.matched };
}

export function activeSelections(record: MarketRecord): number[] {
  return record.runners.filter((r) => r.status !== 'REMOVED').map((r) => r.selection_id);
}

/**
 * The results a fancy can settle at, as stored at creation. Every fancy row carries max_result
 * (migration 0006 filled the old ones); the fallback only types the runner markets' null.
 */
export function fancyDomainOf(row: Pick<MarketRow, 'max_result' | 'meter_cap' | 'market_type'>): FancyDomain {
  return { maxResult: row.max_result ?? DEFAULT_FANCY_MAX_RESULT, meterCap: row.market_type === 'METER' ? row.meter_cap : null };
}

/** A customer's exposure on a bookmaker or fancy market over `bets` (plus `extra`). */
export function houseExposure(record: MarketRecord, bets: BetRow[], userId: number, extra?: BetRow): number {
  const mine = liveBetsOf(bets, userId);
  if (extra) mine.push(extra);
  if (record.row.market_type === 'BOOKMAKER') return bookmakerExposure(mine.map(toBookmakerBet), activeSelections(record));
  // casino.md section 1: each open bet's maximum loss, no netting across selections.
  if (familyOf(record.row.market_type) === 'CASINO') return mine.reduce((sum, b) => sum + tableBetMaxLoss(toTableBet(b)), 0);
  return fancyExposure(
    mine.map((b) => toFancyBet(b, record)),
    fancyDomainOf(record.row),
  );
}

/** P&L of one bet for a declared result (winner selection, final runs, or a casino round's deal). */
export function houseBetPnl(record: MarketRecord, bet: BetRow, winner: number | null, runs: number | null, deal?: Deal): number {
  if (record.row.market_type === 'BOOKMAKER') return bookmakerPnl(toBookmakerBet(bet), winner ?? -1);
  if (familyOf(record.row.market_type) === 'CASINO') {
    if (!deal) throw new Error(`casino round ${record.row.market_id} settled without its deal`);
    return tableBetPnl(record.row.market_type as TableType, deal, toTableBet(bet));
  }
  return fancyPnl(toFancyBet(bet, record), runs ?? 0, fancyDomainOf(record.row).meterCap);
}

/** What a matched house bet wins if it wins (back/yes) or risks (lay/no), for display. */
export function houseBetProfit(record: MarketRecord, side: 'BACK' | 'LAY', price: number, stake: number): number {
  if (record.row.market_type === 'BOOKMAKER' || familyOf(record.row.market_type) === 'CASINO')
    return side === 'BACK' ? floorDiv(stake * (price - 100), 100) : ceilDiv(stake * (price - 100), 100);
  if (record.row.market_type === 'ODD_EVEN') return floorDiv(stake * (price - 100), 100);
  return side === 'BACK' ? floorDiv(stake * price, 100) : ceilDiv(stake * price, 100);
}
