import type { BetListItem, LiveCasinoBet, CasinoRound, StatementRow, TableTypeName } from '@bx/contract';
import { parseCard, RANKS, TABLES, type Suit } from '@bx/games';
import { resultName } from '../casino-reports/table-round-detail.ts';
import type { CsvColumn } from './csv-document.ts';

/** Sum of rupee amounts, exact: added as paise. */
function sumRupees(values: (number | null)[]): number {
  return values.reduce<number>((s, v) => s + Math.round((v ?? 0) * 100), 0) / 100;
}

/** A statement line, or the opening and total lines the file adds below them. */
export type StatementLine = Partial<StatementRow>;

export const statementColumns: CsvColumn<StatementLine>[] = [
  { header: 'Date', kind: 'date', value: (r) => r.date },
  { header: 'Description', kind: 'text', value: (r) => r.description },
  { header: 'Type', kind: 'text', value: (r) => r.type },
  { header: 'Credit', kind: 'money', value: (r) => r.credit },
  { header: 'Debit', kind: 'money', value: (r) => r.debit },
  { header: 'Balance', kind: 'money', value: (r) => r.balance },
  { header: 'Remark', kind: 'text', value: (r) => r.remark },
];

/** The screen's rows (newest first), then the opening balance and the totals of the range. */
export function statementLines(rows: StatementRow[], opening: number): StatementLine[] {
  const closing = rows.length > 0 ? rows[0]!.balance : opening;
  return [
    ...rows,
    { description: 'Opening balance', balance: opening },
    { description: 'Total', credit: sumRupees(rows.map((r) => r.credit)), debit: sumRupees(rows.map((r) => r.debit)), balance: closing },
  ];
}

/** A bet as My Bets and the console's bet list show it. */
export const betColumns: CsvColumn<Partial<BetListItem>>[] = [
  { header: 'Placed', kind: 'date', value: (b) => b.created_at },
  { header: 'Bet id', kind: 'number', value: (b) => b.bet_id },
  { header: 'Sport', kind: 'text', value: (b) => b.sport_name },
  { header: 'Match', kind: 'text', value: (b) => b.match_name },
  { header: 'Market', kind: 'text', value: (b) => b.market_name },
  { header: 'Selection', kind: 'text', value: (b) => b.selection_name },
  { header: 'Side', kind: 'text', value: (b) => (b.is_back === undefined ? '' : b.is_back ? 'Back' : 'Lay') },
  { header: 'Odds', kind: 'number', value: (b) => b.odds },
  { header: 'Run', kind: 'number', value: (b) => b.run },
  { header: 'Stake', kind: 'money', value: (b) => b.stack },
  { header: 'Matched', kind: 'money', value: (b) => b.matched_stack },
  { header: 'Unmatched', kind: 'money', value: (b) => b.remaining_stack },
  { header: 'Status', kind: 'text', value: (b) => b.bet_status },
  { header: 'Profit/Loss', kind: 'money', value: (b) => b.profit_loss },
];

/** The bet rows and a total line of the money columns. */
export function betLines<B extends Partial<BetListItem>>(rows: B[]): Partial<B>[] {
  const total = {
    sport_name: 'Total',
    stack: sumRupees(rows.map((b) => b.stack ?? 0)),
    matched_stack: sumRupees(rows.map((b) => b.matched_stack ?? 0)),
    remaining_stack: sumRupees(rows.map((b) => b.remaining_stack ?? 0)),
    profit_loss: sumRupees(rows.map((b) => b.profit_loss ?? 0)),
  } as Partial<B>;
  return [...rows, total];
}

/** The family's doubled suit letters are not the suits' initials (casino.md section 2): HH is a spade. */
const SUIT_SYMBOLS: Record<Suit, string> = { HH: '♠', DD: '♥', CC: '♣', SS: '♦' };

/** "8HH" -> "8♠", as the screen's card face reads; a code that is not a card is written as it came. */
function cardText(code: string): string {
  const card = parseCard(code);
  return card ? `${RANKS[card.rank - 1]}${SUIT_SYMBOLS[card.suit]}` : code;
}

/**
 * A round as the Casino Result screen shows it, in its column order: the table's name (the Game
 * picker's), the cards in deal order as one row of faces, and the winner named as the round detail
 * names it. The Game column is the file's own: without a table named it holds every table's rounds.
 */
export const casinoResultColumns: CsvColumn<CasinoRound>[] = [
  { header: 'Round Id', kind: 'text', value: (r) => r.round_id },
  { header: 'Game', kind: 'text', value: (r) => TABLES[r.sport_id as TableTypeName].name },
  { header: 'Cards', kind: 'text', value: (r) => r.cards.map(cardText).join(' ') },
  { header: 'Winner', kind: 'text', value: (r) => resultName(r.sport_id as TableTypeName, r.winner) },
  { header: 'Date', kind: 'date', value: (r) => r.created_at },
];

export const liveCasinoBetColumns: CsvColumn<Partial<LiveCasinoBet>>[] = [
  { header: 'Placed', kind: 'date', value: (b) => b.created_at },
  { header: 'Bet id', kind: 'number', value: (b) => b.bet_id },
  { header: 'Round', kind: 'text', value: (b) => b.round_id },
  { header: 'Game', kind: 'text', value: (b) => b.sport_id },
  { header: 'Selection', kind: 'text', value: (b) => b.selection },
  { header: 'Odds', kind: 'number', value: (b) => b.odds },
  { header: 'Stake', kind: 'money', value: (b) => b.stake },
  { header: 'Profit/Loss', kind: 'money', value: (b) => b.profit_loss },
  { header: 'Status', kind: 'text', value: (b) => b.status },
];

export function liveCasinoBetLines(rows: LiveCasinoBet[]): Partial<LiveCasinoBet>[] {
  const total = { round_id: 'Total', stake: sumRupees(rows.map((b) => b.stake)), profit_loss: sumRupees(rows.map((b) => b.profit_loss)) };
  return [...rows, total];
}
