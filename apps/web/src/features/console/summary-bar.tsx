import { formatMoney } from '../../lib/format-money.ts';
import { useSummary } from './console-api.ts';

/** The caller's own book at the top of the console. */
export function SummaryBar() {
  const { data } = useSummary();
  const figures: [string, number | undefined][] = [
    ['Own balance', data?.balance],
    ['Downline balance', data?.downline_balance],
    ['Exposure', data?.exposure],
    ['Downline P/L', data?.profit_loss],
    [`Own share (${data?.partnership ?? 0}%)`, data?.own_share],
  ];
  return (
    <dl className="console-summary" aria-label="Summary">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={value !== undefined && value < 0 ? 'negative' : undefined}>{value === undefined ? '…' : formatMoney(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
