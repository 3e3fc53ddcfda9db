import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../lib/format-money.ts';
import type { StatementPage } from './account-statement-api.ts';
import { pnlPoints } from './pnl-points.ts';

export function PnlChart({ page }: { page: StatementPage | undefined }) {
  if (!page || page.data.length < 2) return null;
  return (
    <figure className="pnl-chart" aria-label="Profit and loss chart">
      <figcaption>Profit / loss over these lines (deposits and withdrawals left out)</figcaption>
      <ResponsiveContainer width="100%" height={180}>
        <LineChart data={pnlPoints(page)} margin={{ top: 8, right: 12, bottom: 4, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="when" hide />
          <YAxis width={88} tickFormatter={(v: number) => formatMoney(v)} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <ReferenceLine y={0} stroke="#5b6b7b" />
          <Line type="stepAfter" dataKey="pnl" name="P/L" stroke="#1d7a46" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
