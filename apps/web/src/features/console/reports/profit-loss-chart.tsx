import { formatMoney } from '../../../lib/format-money.ts';

interface Day {
  date: string;
  profit_loss: number;
}

const width = 600;
const height = 160;
const pad = 4;

/**
 * The house's result per day as bars above (won) or below (lost) a zero line: plain SVG scaled to
 * its container, so it fits a phone as well as a desk. Each bar names its day and amount for a
 * screen reader and as a tooltip.
 */
export function ProfitLossChart({ daily }: { daily: Day[] }) {
  const top = Math.max(0, ...daily.map((d) => d.profit_loss));
  const bottom = Math.min(0, ...daily.map((d) => d.profit_loss));
  const span = top - bottom || 1;
  const zero = pad + ((height - 2 * pad) * top) / span;
  const slot = width / Math.max(1, daily.length);
  const barHeight = (v: number) => ((height - 2 * pad) * Math.abs(v)) / span;
  return (
    <figure className="reports-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label="Daily P/L" preserveAspectRatio="none">
        <line x1={0} x2={width} y1={zero} y2={zero} className="reports-chart-axis" />
        {daily.map((d, i) => (
          <rect
            key={d.date}
            x={i * slot + slot * 0.15}
            width={slot * 0.7}
            y={d.profit_loss >= 0 ? zero - barHeight(d.profit_loss) : zero}
            height={barHeight(d.profit_loss)}
            className={d.profit_loss >= 0 ? 'reports-bar-up' : 'reports-bar-down'}
          >
            <title>{`${d.date}: ${formatMoney(d.profit_loss)}`}</title>
          </rect>
        ))}
      </svg>
      <figcaption>
        <span>{daily[0]?.date}</span>
        <span>{daily.at(-1)?.date}</span>
      </figcaption>
    </figure>
  );
}
