import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { formatIst } from '../../lib/format-ist.ts';
import { toast } from 'sonner';
import { formatLevel, formatPrice, useBinaryChart, useBinarySessions } from './binary-api.ts';
import { BinaryBets } from './binary-bets.tsx';
import { LineSlip, type SlipLine } from './line-slip.tsx';
import { PriceChart } from './price-chart.tsx';
import '../../components/betting.css';
import './binary.css';

/** One instrument: live price, intraday chart, the lines with YES and NO, and the slip. */
export function InstrumentPage() {
  const { code } = useParams();
  const { data: sessions, isLoading } = useBinarySessions();
  const session = sessions?.find((s) => s.code === code);
  const chart = useBinaryChart(session?.match_id ?? null);
  const [slip, setSlip] = useState<SlipLine | null>(null);
  if (isLoading) return <Loading />;
  if (!session) return <EmptyState title="No such instrument">{code}</EmptyState>;
  const open = session.status === 'OPEN';
  return (
    <section className="binary-instrument">
      <PageTitle aside={<Link to="/binary">All instruments</Link>}>{session.instrument}</PageTitle>
      <p className="binary-description">{session.description}</p>
      {session.practice && <p className="binary-practice">Practice instrument: a simulated price, open round the clock.</p>}
      <p className="binary-now">
        <span className="binary-price" aria-label="Price">
          {formatPrice(session, session.price)}
        </span>
        <span>{open ? `Open until ${formatIst(session.closes_at)}` : `Closed · opens at ${formatIst(session.opens_at)}`}</span>
        {session.settlement_price !== null && <span>Last settlement {formatPrice(session, session.settlement_price)}</span>}
      </p>
      <PriceChart prices={(chart.data ?? []).map((p) => p.price)} />
      {open ? (
        <table className="binary-lines">
          <thead>
            <tr>
              <th>Line</th>
              <th>NO (below)</th>
              <th>YES (at or above)</th>
            </tr>
          </thead>
          <tbody>
            {session.fancies.map((f) => {
              const suspended = f.status !== 'OPEN';
              return (
                <tr key={f.fancy_id} className={suspended ? 'suspended' : undefined}>
                  <th scope="row">{formatLevel(session, f.session_value_yes)}</th>
                  <td>
                    <button
                      className="no"
                      disabled={suspended}
                      onClick={() => setSlip({ fancyId: f.fancy_id, yes: false, run: f.session_value_no!, rate: f.session_size_no! })}
                    >
                      NO {f.session_size_no}
                    </button>
                  </td>
                  <td>
                    <button
                      className="yes"
                      disabled={suspended}
                      onClick={() => setSlip({ fancyId: f.fancy_id, yes: true, run: f.session_value_yes!, rate: f.session_size_yes! })}
                    >
                      YES {f.session_size_yes}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <EmptyState title={`Closed · opens at ${formatIst(session.opens_at)}`}>
          Lines are quoted during the session's hours (IST).
        </EmptyState>
      )}
      {/* A press on a line at another rate is another bet: a slip (and a client_ref) of its own. Placed, it closes and says so, as the sports slip does. */}
      {slip && open && (
        <LineSlip
          key={`${slip.fancyId}-${slip.yes}-${slip.run}-${slip.rate}`}
          session={session}
          line={slip}
          onDone={(placed) => {
            setSlip(null);
            toast.success(placed);
          }}
        />
      )}
      <BinaryBets session={session} />
    </section>
  );
}
