import type { LastResult, TableTypeName } from '@bx/contract';
import type { Deal, TableInfo } from '@bx/games';
import type { ChainSeat } from '../fairness/hash-chain-store.ts';
import type { TableRow } from './round-repository.ts';

/** Stake limits of a round in paise, fixed as it opens (an operator's change applies from the next round). */
export interface RoundLimits {
  min: number;
  mainMax: number;
  sideMax: number;
}

/** A round in memory while it runs. */
export interface LiveRound {
  roundId: number;
  marketId: number;
  seat: ChainSeat;
  status: 'OPEN' | 'SUSPENDED' | 'RESULT';
  openedAt: number;
  closesAt: number;
  limits: RoundLimits;
  /** Known from the close of betting on (never before: results do not depend on bets). */
  deal: Deal | null;
  /** Cards shown so far. */
  revealed: number;
  nextRevealAt: number;
  resultUntil: number;
  /** The last countdown second pushed. */
  shownAutotime: number;
}

/** One table: its settings, its current round and its last ten results, newest first. */
export interface LiveTable {
  type: TableTypeName;
  info: TableInfo;
  row: TableRow;
  round: LiveRound | null;
  results: LastResult[];
  lastRoundId: number;
}

/** Whole seconds of betting left. */
export function autotimeOf(round: LiveRound, now: number): number {
  return round.status === 'OPEN' ? Math.max(0, Math.ceil((round.closesAt - now) / 1000)) : 0;
}

/** Card positions a table shows before its deal is known (card32 and ab20 may deal more). */
const BASE_POSITIONS: Record<TableTypeName, number> = { teen20: 6, dt20: 2, lucky7: 1, aaa: 1, card32: 4, ab20: 1 };

/** `{C1: "KHH", C2: "1", ...}`: the cards shown so far, "1" for positions not yet dealt. */
export function shownCards(type: TableTypeName, round: LiveRound): Record<string, string> {
  const shown = round.deal ? round.deal.cards.slice(0, round.revealed) : [];
  const positions = Math.max(BASE_POSITIONS[type], shown.length);
  const cards: Record<string, string> = {};
  for (let i = 0; i < positions; i++) cards[`C${i + 1}`] = shown[i] ?? '1';
  return cards;
}
