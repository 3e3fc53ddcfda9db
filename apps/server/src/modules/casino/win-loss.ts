import { ceilDiv, floorDiv } from '@bx/exchange';
import type { TableInfo } from '@bx/games';

export interface BookBet {
  selection_id: number;
  side: 'BACK' | 'LAY';
  /** Decimal odds in hundredths. */
  price: number;
  stake: number;
}

/** What a bet makes if its selection wins (back: profit; lay: minus the liability) and if it loses. */
function ifWins(b: BookBet): number {
  return b.side === 'BACK' ? floorDiv(b.stake * (b.price - 100), 100) : -ceilDiv(b.stake * (b.price - 100), 100);
}
const ifLoses = (b: BookBet): number => (b.side === 'BACK' ? -b.stake : b.stake);

/**
 * The caller's win_loss per selection, in paise. Main selections exclude each other, so a main
 * selection's figure is the whole main book if it wins; a side selection's figure is its own
 * bets' result if it wins (side bets do not exclude each other).
 */
export function winLossBySelection(info: TableInfo, bets: BookBet[]): Map<number, number> {
  const kind = new Map(info.selections.map((s) => [s.sid, s.kind]));
  const main = bets.filter((b) => kind.get(b.selection_id) === 'MAIN');
  const out = new Map<number, number>();
  for (const s of info.selections) {
    const own = bets.filter((b) => b.selection_id === s.sid);
    const book = s.kind === 'MAIN' ? main : own;
    out.set(
      s.sid,
      book.reduce((sum, b) => sum + (b.selection_id === s.sid ? ifWins(b) : ifLoses(b)), 0),
    );
  }
  return out;
}
