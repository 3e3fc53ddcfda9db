import { formatMoney } from '../../../lib/format-money.ts';
import { RatesHead } from './rates-head.tsx';

/** A selection as the table's round lists it (the family's runner_json row). */
export interface TableRunner {
  selection_id: number;
  name: string;
  status: string;
  back: { price: number }[];
  lay: { price: number }[];
  win_loss: number;
}

export interface SelectionPick {
  selectionId: number;
  name: string;
  isBack: boolean;
  odds: number;
}

interface SelectionListProps {
  runners: readonly TableRunner[];
  /** False outside the betting window: every selection is locked whatever its own status. */
  open: boolean;
  onPick(pick: SelectionPick): void;
}

/** A padlock drawn in SVG (emoji fonts are not everywhere). */
function LockIcon({ name }: { name: string }) {
  return (
    <svg className="selection-lock" viewBox="0 0 12 14" role="img" aria-label={`${name} suspended`}>
      <path d="M3 6V4a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="1" y="6" width="10" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

function RateButton({
  runner,
  isBack,
  locked,
  onPick,
}: {
  runner: TableRunner;
  isBack: boolean;
  locked: boolean;
  onPick(p: SelectionPick): void;
}) {
  const price = (isBack ? runner.back : runner.lay)[0]?.price;
  if (price === undefined) return <td className={isBack ? 'rate back' : 'rate lay'} />;
  const side = isBack ? 'Back' : 'Lay';
  return (
    <td className={isBack ? 'rate back' : 'rate lay'}>
      <button
        type="button"
        disabled={locked}
        aria-label={`${side} ${runner.name} at ${price.toFixed(2)}`}
        onClick={() => onPick({ selectionId: runner.selection_id, name: runner.name, isBack, odds: price })}
      >
        {price.toFixed(2)}
      </button>
    </td>
  );
}

/** The round's selections with their rates; a suspended one (or a closed window) shows a lock and takes no bet. */
export function SelectionList({ runners, open, onPick }: SelectionListProps) {
  const hasLay = runners.some((r) => r.lay.length > 0);
  return (
    <table className="casino-selections" aria-label="Selections">
      <RatesHead hasLay={hasLay} />
      <tbody>
        {runners.map((runner) => {
          const locked = !open || runner.status !== 'ACTIVE';
          return (
            <tr key={runner.selection_id} className={locked ? 'locked' : undefined}>
              <th scope="row">
                <span className="selection-cell">
                  <span className="selection-name">{runner.name}</span>
                  {runner.win_loss !== 0 && (
                    <span className={runner.win_loss > 0 ? 'plus' : 'minus'} aria-label={`Win/loss if ${runner.name} wins`}>
                      {formatMoney(runner.win_loss)}
                    </span>
                  )}
                  {locked && <LockIcon name={runner.name} />}
                </span>
              </th>
              <RateButton runner={runner} isBack locked={locked} onPick={onPick} />
              {hasLay && <RateButton runner={runner} isBack={false} locked={locked} onPick={onPick} />}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
