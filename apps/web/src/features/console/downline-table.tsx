import type { DownlineRow } from '@bx/contract';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import { useUserStatus } from './console-api.ts';
import './downline.css';

/** What a row's buttons open: chips in (D) or out (W), credit reference, password, statement. */
export type RowAction = 'D' | 'W' | 'credit' | 'password' | 'statement';

const ACTIONS: { action: RowAction; text: string; label: (name: string) => string }[] = [
  { action: 'D', text: 'D', label: (n) => `Deposit to ${n}` },
  { action: 'W', text: 'W', label: (n) => `Withdraw from ${n}` },
  { action: 'credit', text: 'CR', label: (n) => `Credit reference of ${n}` },
  { action: 'password', text: 'PW', label: (n) => `Change password of ${n}` },
  { action: 'statement', text: 'St', label: (n) => `Statement of ${n}` },
];

interface DownlineTableProps {
  rows: DownlineRow[] | undefined;
  isLoading: boolean;
  error: Error | null;
  /** Open a level below (masters and agents have one). */
  onDrill(row: DownlineRow): void;
  onAction(row: DownlineRow, action: RowAction): void;
}

const money = (pick: (r: DownlineRow) => number) => (r: DownlineRow) => formatMoney(pick(r));
const signed = (pick: (r: DownlineRow) => number) => (r: DownlineRow) => (pick(r) < 0 ? 'negative' : '');

/** A lock switch: a checkbox the server confirms (the list reloads with the stored value). */
function LockToggle({ row, field }: { row: DownlineRow; field: 'user_lock' | 'bet_lock' }) {
  const status = useUserStatus();
  const label = `${field === 'user_lock' ? 'User lock' : 'Bet lock'} ${row.user_name}`;
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={row[field] === '1'}
      disabled={status.isPending}
      onChange={(e) => status.mutate({ user_id: row.user_id, [field]: e.target.checked ? '1' : '0' })}
    />
  );
}

/** The downline's rows with the fixed fields and each row's actions. */
export function DownlineTable({ rows, isLoading, error, onDrill, onAction }: DownlineTableProps) {
  const columns: Column<DownlineRow>[] = [
    {
      header: 'User',
      cell: (r) =>
        r.role === 'customer' ? (
          r.user_name
        ) : (
          <button type="button" className="console-link" onClick={() => onDrill(r)}>
            {r.user_name}
          </button>
        ),
    },
    {
      // Second, so a phone shows a row's actions without scrolling the table sideways.
      header: '',
      ariaLabel: 'Actions',
      cell: (r) => (
        <span className="console-actions downline-actions">
          {ACTIONS.map(({ action, text, label }) => (
            <button
              key={action}
              type="button"
              onClick={() => onAction(r, action)}
              aria-label={label(r.user_name)}
              title={label(r.user_name)}
            >
              {text}
            </button>
          ))}
        </span>
      ),
    },
    { header: 'Role', cell: (r) => r.role },
    { header: 'Credit ref.', cell: money((r) => r.credit_reference) },
    { header: 'Balance', cell: money((r) => r.balance) },
    { header: 'Exposure', cell: money((r) => r.exposure) },
    { header: 'Available', cell: money((r) => r.available) },
    { header: 'P/L', cell: money((r) => r.profit_loss), className: signed((r) => r.profit_loss) },
    { header: 'Share %', cell: (r) => r.partnership },
    { header: 'Exposure limit', cell: (r) => (r.exposure_limit === null ? '—' : formatMoney(r.exposure_limit)) },
    { header: 'User lock', cell: (r) => <LockToggle row={r} field="user_lock" /> },
    { header: 'Bet lock', cell: (r) => <LockToggle row={r} field="bet_lock" /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.user_id}
      className="report-table console-table"
      caption="Downline"
      isLoading={isLoading}
      error={error}
    />
  );
}
