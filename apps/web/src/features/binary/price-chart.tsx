const width = 600;
const height = 160;

/** The session's intraday prices as a bare SVG line (one point a minute). */
export function PriceChart({ prices }: { prices: number[] }) {
  if (prices.length < 2) return <p className="binary-chart-empty">The chart starts with the session's first minutes.</p>;
  const min = Math.min(...prices);
  const span = Math.max(...prices) - min || 1;
  const points = prices.map(
    (p, i) => `${((i / (prices.length - 1)) * width).toFixed(1)},${(height - 4 - ((p - min) / span) * (height - 8)).toFixed(1)}`,
  );
  return (
    <svg className="binary-chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`Intraday chart, ${prices.length} minutes`}>
      <polyline points={points.join(' ')} fill="none" stroke="#0b3b5b" strokeWidth={2} />
    </svg>
  );
}
