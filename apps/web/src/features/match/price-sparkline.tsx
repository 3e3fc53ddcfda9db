import { memo, useDeferredValue } from 'react';
import { Line, LineChart, YAxis } from 'recharts';

/**
 * The runner's recent best-back prices from the live socket. Deferred, so redrawing many
 * sparklines runs as interruptible background work and never delays a price cell.
 */
export const PriceSparkline = memo(function PriceSparkline({ prices }: { prices: number[] }) {
  const deferred = useDeferredValue(prices);
  const data = deferred.map((price, i) => ({ i, price }));
  return (
    <span className="sparkline" aria-label={`Price trend, last ${deferred.at(-1) ?? ''}`} role="img">
      <LineChart width={64} height={18} data={data} margin={{ top: 2, right: 0, bottom: 2, left: 0 }}>
        <YAxis hide domain={['dataMin', 'dataMax']} />
        <Line type="linear" dataKey="price" stroke="#0b3b5b" strokeWidth={1} dot={false} isAnimationActive={false} />
      </LineChart>
    </span>
  );
});
