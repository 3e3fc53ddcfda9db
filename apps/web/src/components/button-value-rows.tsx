import { setButtonValueRequest, type ButtonType, type ButtonValue } from '@bx/contract';
import './button-value-rows.css';

/** A quick-stake button while edited: the stake stays the typed text until saved. */
export type DraftButton = Omit<ButtonValue, 'button_value'> & { button_value: number | string };

const FIELD_NAMES: Record<string, string> = { button_name: 'the label', button_value: 'the value' };

/**
 * The first problem of the rows in the words of the screen ("Casino Buttons row 2: the value must
 * be more than 0."), checked by the contract's own schema before anything is sent; null when none.
 */
export function buttonRowsProblem(rows: DraftButton[]): string | null {
  const parsed = setButtonValueRequest.safeParse(rows.map((r) => ({ ...r, button_value: Number(r.button_value) })));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const index = issue.path[0];
  const row = typeof index === 'number' ? rows[index] : undefined;
  if (typeof index !== 'number' || !row) return `The buttons ${issue.message}.`;
  const n = rows.slice(0, index + 1).filter((r) => r.type === row.type).length;
  return `${row.type} Buttons row ${n}: ${FIELD_NAMES[String(issue.path[1])] ?? 'it'} ${issue.message}.`;
}

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
