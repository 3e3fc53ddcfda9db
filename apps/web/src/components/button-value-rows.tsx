import type { ButtonType, ButtonValue } from '@bx/contract';
import './button-value-rows.css';

/** A quick-stake button while edited: the stake stays the typed text until saved. */
export type DraftButton = Omit<ButtonValue, 'button_value'> & { button_value: number | string };

interface ButtonValueRowsProps {
  /** Both sets: a save sends the whole array, so the rows of the other type ride along unchanged. */
  rows: DraftButton[];
  type: ButtonType;
  onChange(rows: DraftButton[]): void;
  /** Each row gets a remove button, disabled while the set has only one row. */
  removable?: boolean;
}

/**
 * The editable Price Label / Price Value rows of one button set: the customer's Set Button Value
 * and the operator's default buttons edit the same rows.
 */
export function ButtonValueRows({ rows, type, onChange, removable = false }: ButtonValueRowsProps) {
  const mine = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.type === type);
  if (mine.length === 0) return <p className="table-empty">No buttons set yet.</p>;
  const patch = (index: number, change: Partial<DraftButton>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <table className="button-values">
      <thead>
        <tr>
          <th>Price Label</th>
          <th>Price Value</th>
          {removable && <th aria-label="Remove" />}
        </tr>
      </thead>
      <tbody>
        {mine.map(({ row, index }, n) => (
          <tr key={index}>
            <td>
              <input
                aria-label={`${type} price label ${n + 1}`}
                value={row.button_name}
                onChange={(e) => patch(index, { button_name: e.target.value })}
              />
            </td>
            <td>
              <input
                aria-label={`${type} price value ${n + 1}`}
                inputMode="decimal"
                value={String(row.button_value)}
                onChange={(e) => patch(index, { button_value: e.target.value })}
              />
            </td>
            {removable && (
              <td>
                <button
                  type="button"
                  aria-label={`Remove ${type} button ${n + 1}`}
                  disabled={mine.length === 1}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
