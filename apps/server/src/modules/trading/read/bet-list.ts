import { paiseToRupees, placedBy, type BetListItem } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { averageOdds } from '../quote/bet-answer.ts';
import { hundredthsToDecimal } from '../quote/decimal-odds.ts';
import { FANCY_TYPES, familyOf } from '../markets/market-kinds.ts';
import { gameBetLabel } from '../../binary/game-bet-label.ts';

export interface BetFilter {
  userId: number;
  matchId?: number;
  /** Only bets of markets not settled yet. */
  open?: boolean;
  /** fancy: bets on fancy markets. */
  kind?: 'all' | 'matched' | 'unmatched' | 'fancy';
  page?: number;
  limit?: number;
}

function betStatus(b: { outcome: string | null; remaining: number; matched: number; cancelled: number; lapsed: number }): string {
  if (b.outcome === 'WON' || b.outcome === 'LOST' || b.outcome === 'VOIDED') return b.outcome;
  // Listed among the matched bets and the unmatched ones alike: the status says it is both.
  if (b.remaining > 0) return b.matched > 0 ? 'PARTLY_MATCHED' : 'UNMATCHED';
  if (b.matched > 0) return 'MATCHED';
  return b.lapsed > 0 ? 'LAPSED' : 'CANCELLED';
}

function query(db: Kysely<Database>, f: BetFilter) {
  let q = db
    .selectFrom('bets')
    .innerJoin('markets', 'markets.market_id', 'bets.market_id')
    .innerJoin('matches', 'matches.match_id', 'bets.match_id')
    .innerJoin('sports', 'sports.sport_id', 'matches.sport_id')
    .leftJoin('market_runners', (j) =>
      j.onRef('market_runners.market_id', '=', 'bets.market_id').onRef('market_runners.selection_id', '=', 'bets.selection_id'),
    )
    .leftJoin('table_rounds', 'table_rounds.market_id', 'bets.market_id')
    .where('bets.user_id', '=', f.userId);
  if (f.matchId !== undefined) q = q.where('bets.match_id', '=', f.matchId);
  if (f.open) q = q.where('bets.outcome', 'is', null).where((eb) => eb.or([eb('bets.matched', '>', 0), eb('bets.remaining', '>', 0)]));
  if (f.kind === 'matched') q = q.where('bets.matched', '>', 0);
  if (f.kind === 'unmatched') q = q.where('bets.remaining', '>', 0);
  if (f.kind === 'fancy') q = q.where('markets.market_type', 'in', [...FANCY_TYPES]);
  return q;
}

/** The customer's bets (never anyone else's), newest first, as the bet lists show them. */
export async function listBets(db: Kysely<Database>, f: BetFilter): Promise<{ items: BetListItem[]; total: number }> {
  const limit = f.limit ?? 500;
  const rows = await query(db, f)
    .select([
      'bets.bet_id',
      'bets.match_id',
      'bets.market_id',
      'bets.selection_id',
      'bets.side',
      'bets.price',
      'bets.line',
      'bets.stake',
      'bets.matched',
      'bets.remaining',
      'bets.cancelled',
      'bets.lapsed',
      'bets.matched_profit',
      'bets.status',
      'bets.outcome',
      'bets.pnl',
      'bets.placed_at',
      'bets.client_ref',
      'bets.lapse_reason',
      'markets.name as market_name',
      'markets.market_type',
      'matches.name as match_name',
      'matches.sport_id',
      'sports.name as sport_name',
      'market_runners.name as runner_name',
      'table_rounds.round_id',
    ])
    .orderBy('bets.bet_id', 'desc')
    .limit(limit)
    .offset(((f.page ?? 1) - 1) * limit)
    .execute();
  const count = await query(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const items = rows.map(betListItem);
  return { items, total: Number(count?.n ?? 0) };
}

/** The columns of a bet joined with its market, match, sport and runner that a bet list shows. */
type JoinedBet = Parameters<typeof gameBetLabel>[0] & {
  bet_id: number;
  match_id: number;
  market_id: number;
  selection_id: number;
  side: string;
  price: number;
  line: number | null;
  stake: number;
  matched: number;
  remaining: number;
  cancelled: number;
  lapsed: number;
  matched_profit: number;
  status: BetListItem['status'];
  outcome: string | null;
  pnl: number | null;
  placed_at: number;
  client_ref: string | null;
  lapse_reason: string | null;
  market_name: string;
  market_type: string;
  match_name: string;
  sport_name: string;
  runner_name: string | null;
  /** A casino round's id (its `mid`), when the bet's market is one: the customer knows the round by it. */
  round_id?: number | null;
};

/** One bet as every bet list shows it (the customer's own lists, the operator's feed and history). */
export function betListItem(b: JoinedBet): BetListItem {
  const fancy = familyOf(b.market_type) === 'FANCY';
  // A fancy's price is its rate per 100 (odd/even's are decimal odds).
  const rate = fancy && b.market_type !== 'ODD_EVEN';
  return {
    bet_id: Number(b.bet_id),
    match_id: Number(b.match_id),
    market_id: Number(b.round_id ?? b.market_id),
    fancy_id: fancy ? Number(b.market_id) : null,
    market_name: b.market_name,
    market_type: b.market_type,
    match_name: b.match_name,
    sport_name: b.sport_name,
    selection_id: b.selection_id,
    selection_name: gameBetLabel(b) ?? b.runner_name ?? b.market_name,
    is_back: b.side === 'BACK',
    odds: rate ? b.price : hundredthsToDecimal(b.price),
    // A house bet fills whole at its quote; an exchange bet may fill at better prices than it asked.
    avg_odds: b.matched === 0 ? null : rate ? b.price : averageOdds(Number(b.matched), Number(b.matched_profit)),
    run: b.line,
    stack: paiseToRupees(b.stake),
    matched_stack: paiseToRupees(b.matched),
    remaining_stack: paiseToRupees(b.remaining),
    status: b.status,
    bet_status: betStatus(b),
    profit_loss: b.pnl === null ? null : paiseToRupees(b.pnl),
    created_at: new Date(Number(b.placed_at)).toISOString(),
    placed_by: placedBy(b.client_ref),
    lapse_reason: b.lapse_reason as BetListItem['lapse_reason'],
  };
}
