import type { Card } from '../cards/card.ts';
import type { FairStream } from '../fair/fair-stream.ts';

/** The six shared tables of casino.md section 3 (gtype, fixed). */
export type TableType = 'teen20' | 'dt20' | 'lucky7' | 'aaa' | 'card32' | 'ab20';

/**
 * One selection of a table. Rates are integer hundredths (1.98 -> 198); `lay` is null where the
 * design offers no lay. MAIN is the table's main bet (it has its own maximum, apart from side bets).
 */
export interface TableSelection {
  sid: number;
  nat: string;
  back: number;
  lay: number | null;
  kind: 'MAIN' | 'SIDE';
}

export interface TableInfo {
  type: TableType;
  matchId: number;
  name: string;
  decks: number;
  minRank: number;
  bettingSeconds: number;
  selections: TableSelection[];
}

/**
 * A finished deal: the cards in reveal order (index 0 = C1) as family codes, and the winning sid
 * of the main bet as a string ("0" when no main selection wins: a teen20 tie, a lucky7 seven).
 */
export interface Deal {
  cards: string[];
  result: string;
}

/** A bet as the engine settles it: rate in hundredths, stake in paise. */
export interface TableBet {
  sid: number;
  side: 'BACK' | 'LAY';
  rate: number;
  stake: number;
}

/**
 * What a finished deal does to a selection, seen from its backer. A WIN may pay at its own rate
 * (Pair plus pays by the hand, whatever rate was shown) and may pay only a share of the profit
 * (ab20's Bahar on the first card: 25%).
 */
export type Outcome =
  { kind: 'WIN'; rate?: number; profitPercent?: number } | { kind: 'LOSE' } | { kind: 'REFUND' } | { kind: 'HALF_LOST' };

/** One game's rules: how the shuffled deck is dealt and what the dealt cards do to each sid. */
export interface TableGame {
  info: TableInfo;
  /** Deals from the shuffled deck, index 0 first (card32 may draw a last tie-break from the stream). */
  deal(deck: readonly Card[], stream: FairStream): Deal;
  /** The outcome of every sid for the dealt cards (in reveal order) and the deal's result. */
  outcomes(cards: readonly Card[], result: string): Map<number, Outcome>;
}
