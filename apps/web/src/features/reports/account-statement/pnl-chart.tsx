import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import type { StatementPage } from './account-statement-api.ts';

/** Profit or loss over the page: each row's running balance against the opening balance. */
function pnlPoints(page: StatementPage): { when: string; pnl: number }[] {
  return page.data.map((row) => ({ when: formatIst(row.date), pnl: Math.round((row.balance - page.opening) * 100) / 100 }));
}

export function PnlChart({ page }: { page: StatementPage | undefined }) {
  if (!page || page.data.length < 2) return null;
  return (
    <figure className="pnl-chart" aria-label="Profit and loss chart">
      <figcaption>Profit / loss against the opening balance</figcaption>
      <ResponsiveContainer width="100%" height={180}>
        <LineChart data={pnlPoints(page)} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="when" hide />
          <YAxis width={64} tickFormatter={(v: number) => formatMoney(v)} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <ReferenceLine y={0} stroke="#5b6b7b" />
          <Line type="stepAfter" dataKey="pnl" name="P/L" stroke="#1d7a46" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
