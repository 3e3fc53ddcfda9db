import type { SlotGame } from '@bx/contract';
import { formatMoney } from '../../lib/format-money.ts';
import { linePay } from './line-pay.ts';
import { SlotSymbolLabel } from './slot-symbol-label.tsx';

/** Every run length some symbol pays for (2 and 3 on the classic, 3 to 5 on the video slots), shortest first. */
function paidCounts(game: SlotGame): number[] {
  const counts = new Set(Object.values(game.paytable).flatMap((pays) => Object.keys(pays).map(Number)));
  return [...counts].sort((a, b) => a - b);
}

/** What each symbol pays on a line, by run length: the amount at this bet and, in brackets, the paytable's multiple of the line bet. */
export function SlotSymbolPays({ game, bet }: { game: SlotGame; bet: number }) {
  const counts = paidCounts(game);
  return (
    <table className="slot-pays" aria-label="Line pays">
      <thead>
        <tr>
          <th scope="col">Symbol</th>
          {counts.map((count) => (
            <th key={count} scope="col">
              {count} in a row
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Object.entries(game.paytable).map(([symbol, pays]) => (
          <tr key={symbol}>
            <th scope="row">
              <SlotSymbolLabel symbol={symbol} />
            </th>
            {counts.map((count) => {
              const multiple = pays[count];
              return (
                <td key={count}>
                  {multiple === undefined ? (
                    '-'
                  ) : (
                    <>
                      ₹{formatMoney(linePay(game, bet, multiple))} <small>({multiple}×)</small>
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
