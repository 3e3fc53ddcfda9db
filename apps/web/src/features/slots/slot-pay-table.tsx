import type { SlotGame } from '@bx/contract';
import { formatMoney } from '../../lib/format-money.ts';
import { linePay } from './line-pay.ts';
import { SlotPaylines } from './slot-paylines.tsx';
import { SlotScatterPays } from './slot-scatter-pays.tsx';
import { SlotSymbolPays } from './slot-symbol-pays.tsx';
import { SlotWildRule } from './slot-wild-rule.tsx';

/**
 * What every symbol, the wild, the scatter and each line pay, in rupees at the bet about to be
 * played (UKGC RTS 3: the customer sees the pays before spinning). Closed at first, so a phone
 * keeps the reels in view.
 */
export function SlotPayTable({ game, bet }: { game: SlotGame; bet: number }) {
  const lines = game.lines.length;
  return (
    <details className="slot-paytable">
      <summary>Pay table</summary>
      <p className="slot-rule">
        A bet of ₹{formatMoney(bet)} is shared over {lines} lines: ₹{formatMoney(linePay(game, bet, 1))} a line. Each line pays once, for
        its run of one symbol on adjacent reels from the leftmost, and the wins of all lines add up. Amounts are for this bet; in brackets,
        the pay in line bets.
      </p>
      <SlotSymbolPays game={game} bet={bet} />
      {game.wild && (
        <>
          <h3>Wild</h3>
          <SlotWildRule game={game} wild={game.wild} />
        </>
      )}
      {game.scatter && (
        <>
          <h3>Scatter and free spins</h3>
          <SlotScatterPays scatter={game.scatter} bet={bet} />
        </>
      )}
      <h3>Paylines</h3>
      <SlotPaylines game={game} />
    </details>
  );
}
