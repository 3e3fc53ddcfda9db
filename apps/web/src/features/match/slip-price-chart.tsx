import { useDeferredValue } from 'react';
import { Line, LineChart, ResponsiveContainer, Tooltip, YAxis } from 'recharts';
import { historyKey, useLiveStore } from '../../lib/live-store.ts';
import { formatPrice } from './format-price.ts';

/** The slip's runner: its recent best-back prices from the live socket (fills as pushes arrive). */
export function SlipPriceChart({ marketId, selectionId }: { marketId: number; selectionId: number }) {
  const prices = useDeferredValue(useLiveStore((s) => s.history[historyKey(marketId, selectionId)]));
  if (!prices || prices.length < 2) return null;
  return (
    <figure className="slip-chart" aria-label="Price history">
      <ResponsiveContainer width="100%" height={70}>
        <LineChart data={prices.map((price, i) => ({ i, price }))} margin={{ top: 4, right: 4, bottom: 4, left: 4 }}>
          <YAxis hide domain={['dataMin', 'dataMax']} />
          <Tooltip formatter={(v) => formatPrice(Number(v))} labelFormatter={() => 'Best back'} />
          <Line type="linear" dataKey="price" stroke="#0b3b5b" dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
