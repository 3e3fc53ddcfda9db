import { bookmakerBook, fancyExposure, type Market } from '@bx/exchange';
import { paiseToRupees, type FancyDetail, type MarketDetail, type MatchDetail } from '@bx/contract';
import type { AppDatabase } from '../../../db/create-database.ts';
import type { TradingService } from '../trading-service.ts';
import type { BetRow, MarketRecord } from '../shared/trading-types.ts';
import { activeSelections, fancyDomainOf, toBookmakerBet, toFancyBet } from '../markets/house-bets.ts';
import { fancyBetDelay, matchBetDelay } from '../quote/fancy-bet-delay.ts';
import { familyOf } from '../markets/market-kinds.ts';
import { loadMatchMarkets } from '../markets/market-repository.ts';
import { bookmakerQuotes, exchangeQuotes, fancyQuote } from '../quote/public-quotes.ts';

const rupees = (p: number) => paiseToRupees(p);

function exchangeRunners(record: MarketRecord, engine: Market | null, userId: number): MarketDetail['runner_json'] {
  const position = engine?.positionOf(String(userId)) ?? [];
  const loseTotal = position.reduce((a, p) => a + p.ifLose, 0);
  return record.runners.map((r) => {
    const pos = position.find((p) => p.selectionId === r.selection_id);
    return {
      selection_id: r.selection_id,
      name: r.name,
      status: r.status,
      ...exchangeQuotes(engine, r.selection_id),
      win_loss: rupees(pos ? pos.ifWin + loseTotal - pos.ifLose : 0),
    };
  });
}

function bookmakerRunners(record: MarketRecord, mine: BetRow[]): MarketDetail['runner_json'] {
  const book = bookmakerBook(mine.map(toBookmakerBet), activeSelections(record));
  return record.runners.map((r) => ({
    selection_id: r.selection_id,
    name: r.name,
    status: r.status,
    ...bookmakerQuotes(record.row, r),
    win_loss: rupees(book.find((b) => b.selectionId === r.selection_id)?.pnl ?? 0),
  }));
}

function fancyOf(record: MarketRecord, mine: BetRow[], matchDelay: number): FancyDetail {
  const r = record.row;
  const domain = fancyDomainOf(r);
  return {
    ...fancyQuote(r),
    fancy_type: r.market_type,
    khado_width: r.khado_width,
    min_stack: rupees(r.min_stake),
    max_stack: rupees(r.max_stake),
    max_result: domain.maxResult,
    meter_cap: domain.meterCap,
    exposure: rupees(
      fancyExposure(
        mine.map((b) => toFancyBet(b, record)),
        domain,
      ),
    ),
    bet_delay: fancyBetDelay(r, matchDelay),
  };
}

/** match/getMatchDetail: open markets with the best three levels and the caller's win/loss per runner, and fancies. */
export async function matchDetail(
  database: AppDatabase,
  service: TradingService,
  matchId: number,
  userId: number,
): Promise<MatchDetail | null> {
  const loaded = await loadMatchMarkets(database.db, matchId, userId);
  if (!loaded) return null;
  const { match, records, userBets } = loaded;
  const markets: MarketDetail[] = [];
  const fancies: FancyDetail[] = [];
  const matchDelay = matchBetDelay(records.map((r) => r.row));
  for (const record of records) {
    const row = record.row;
    const mine = userBets.filter((b) => b.market_id === row.market_id && b.matched > 0 && b.outcome === null);
    const family = familyOf(row.market_type);
    if (family === 'FANCY') {
      fancies.push(fancyOf(record, mine, matchDelay));
      continue;
    }
    const engine = family === 'EXCHANGE' ? await service.engineFor(row.market_id, row.book_version) : null;
    markets.push({
      market_id: row.market_id,
      name: row.name,
      market_type: row.market_type,
      status: row.status,
      in_play: row.in_play === 1,
      bet_delay: row.bet_delay,
      min_stack: rupees(row.min_stake),
      max_stack: rupees(row.max_stake),
      runner_json: family === 'EXCHANGE' ? exchangeRunners(record, engine, userId) : bookmakerRunners(record, mine),
    });
  }
  return {
    match_id: match.match_id,
    sport_id: match.sport_id,
    name: match.name,
    open_date: new Date(Number(match.open_date)).toISOString(),
    in_play: match.status === 'IN_PLAY' || records.some((r) => r.row.in_play === 1),
    markets,
    fancies,
  };
}
