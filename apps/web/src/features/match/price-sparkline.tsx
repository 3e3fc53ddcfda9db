import { memo } from 'react';

const width = 64;
const height = 18;

/** SVG points for prices scaled into the box (a flat line sits in the middle). */
export function sparklinePoints(prices: number[]): string {
  const min = Math.min(...prices);
  const span = Math.max(...prices) - min;
  const step = prices.length > 1 ? width / (prices.length - 1) : 0;
  return prices
    .map((p, i) => `${(i * step).toFixed(1)},${(span ? height - 1 - ((p - min) / span) * (height - 2) : height / 2).toFixed(1)}`)
    .join(' ');
}

/**
 * The runner's recent best-back prices from the live socket. A bare SVG line, not a chart
 * library: thirty of these redraw at 10 Hz, and recharts there measured 76 long tasks in 10 s
 * (bench/browser.bench.ts); the slip's larger chart of one runner uses recharts.
 */
export const PriceSparkline = memo(function PriceSparkline({ prices }: { prices: number[] }) {
  return (
    <svg className="sparkline" width={width} height={height} role="img" aria-label={`Price trend, last ${prices.at(-1) ?? ''}`}>
      <polyline points={sparklinePoints(prices)} fill="none" stroke="#0b3b5b" strokeWidth={1} />
    </svg>
  );
});
