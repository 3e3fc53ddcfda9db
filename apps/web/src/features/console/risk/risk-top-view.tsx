import type { RiskTop } from '@bx/contract';
import { formatMoney } from '../../../lib/format-money.ts';

type Customer = RiskTop['by_exposure'][number];

function CustomerList({ title, rows, figure }: { title: string; rows: Customer[]; figure: (c: Customer) => number }) {
  return (
    <section className="risk-card" aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="risk-note">Nobody yet.</p>
      ) : (
        <ol className="risk-list">
          {rows.map((c) => (
            <li key={c.user_id}>
              <span>{c.user_name}</span>
              <strong>{formatMoney(figure(c))}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Customers and markets at or near their exposure limit, critical first. */
function Alerts({ top }: { top: RiskTop }) {
  return (
    <section className="risk-card" aria-label="Alerts">
      <h3>Alerts</h3>
      {top.alerts.length === 0 ? (
        <p className="risk-note">No exposure near a limit (market limit {formatMoney(top.market_limit)}).</p>
      ) : (
        <ul className="risk-list">
          {top.alerts.map((a) => (
            <li key={`${a.kind}-${a.user_id ?? a.market_id}`} className={`risk-alert-${a.level}`}>
              <span>
                {a.kind === 'customer' ? 'Customer' : 'Market'} {a.name}
              </span>
              <strong>
                {formatMoney(a.exposure)} / {formatMoney(a.limit)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The alerts and the downline's biggest customers. */
export function RiskTopView({ top }: { top: RiskTop }) {
  return (
    <div className="risk-grid">
      <Alerts top={top} />
      <CustomerList title="Top by exposure" rows={top.by_exposure} figure={(c) => c.exposure} />
      <CustomerList title="Top by matched" rows={top.by_matched} figure={(c) => c.matched} />
    </div>
  );
}
