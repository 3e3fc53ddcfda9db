import { RatesHead } from './rates-head.tsx';
import { tableRulesText } from './table-rules-text.ts';

interface RulesRunner {
  selection_id: number;
  name: string;
  back: { price: number; size?: number }[];
  lay: { price: number }[];
}

/** The table's own rules and the rates of its selections (as the round offers them), with the stake limits. */
export function TableRules({
  type,
  runners,
  minStack,
  maxStack,
  sideMaxStack,
  startOpen,
}: {
  type: string;
  /** Open at first on wide screens; a phone keeps the board in view. */
  startOpen: boolean;
  runners: readonly RulesRunner[];
  minStack: number;
  maxStack: number;
  sideMaxStack?: number;
}) {
  const hasLay = runners.some((r) => r.lay.length > 0);
  // Each selection's size is its own maximum: a smaller one marks a side bet.
  const hasSideBets = sideMaxStack !== undefined && runners.some((r) => r.back[0]?.size === sideMaxStack && sideMaxStack !== maxStack);
  return (
    <details className="table-rules" open={startOpen}>
      <summary>Rules</summary>
      <ol>
        {(tableRulesText[type] ?? []).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <table className="rates-table" aria-label="Rates">
        <RatesHead hasLay={hasLay} />
        <tbody>
          {runners.map((r) => (
            <tr key={r.selection_id}>
              <th scope="row">{r.name}</th>
              <td>{r.back[0]?.price.toFixed(2) ?? '-'}</td>
              {hasLay && <td>{r.lay[0]?.price.toFixed(2) ?? '-'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Stakes {minStack} to {maxStack} on the main bet{hasSideBets ? `, up to ${sideMaxStack} on side bets` : ''}.
      </p>
    </details>
  );
}
