import type { ButtonType, ButtonValue } from '@bx/contract';

/** A button while edited: the stake stays the typed text until saved. */
export type DraftButton = Omit<ButtonValue, 'button_value'> & { button_value: number | string };

interface DefaultButtonRowsProps {
  /** Both sets: a type left out of a save would keep its old defaults. */
  rows: DraftButton[];
  type: ButtonType;
  onChange(rows: DraftButton[]): void;
}

/** The Price Label / Price Value rows of one set, each removable while the set keeps one. */
export function DefaultButtonRows({ rows, type, onChange }: DefaultButtonRowsProps) {
  const mine = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.type === type);
  const patch = (index: number, change: Partial<DraftButton>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <table className="default-buttons">
      <thead>
        <tr>
          <th>Price Label</th>
          <th>Price Value</th>
          <th aria-label="Remove" />
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
          </tr>
        ))}
      </tbody>
    </table>
  );
}
