import type { ButtonType } from '@bx/contract';
import type { ButtonRow } from './button-values-api.ts';

interface ButtonValueRowsProps {
  rows: ButtonRow[];
  type: ButtonType;
  onChange(index: number, patch: Partial<ButtonRow>): void;
}

/** The editable Price Label / Price Value rows of one button set (indexes are into the full array). */
export function ButtonValueRows({ rows, type, onChange }: ButtonValueRowsProps) {
  const mine = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.type === type);
  if (mine.length === 0) return <p className="table-empty">No buttons set yet.</p>;
  return (
    <table className="button-values">
      <thead>
        <tr>
          <th>Price Label</th>
          <th>Price Value</th>
        </tr>
      </thead>
      <tbody>
        {mine.map(({ row, index }, n) => (
          <tr key={index}>
            <td>
              <input
                aria-label={`${type} price label ${n + 1}`}
                value={row.button_name}
                onChange={(e) => onChange(index, { button_name: e.target.value })}
              />
            </td>
            <td>
              <input
                aria-label={`${type} price value ${n + 1}`}
                inputMode="decimal"
                value={String(row.button_value)}
                onChange={(e) => onChange(index, { button_value: e.target.value })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
