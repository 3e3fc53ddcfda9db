import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { formatIst } from '../../lib/format-ist.ts';
import { formatLevel, useBinarySessions } from './binary-api.ts';
import './binary.css';

/** The instruments: price and state, each opening its own page with the lines. */
export function BinaryPage() {
  const { data: sessions, isLoading, error } = useBinarySessions();
  return (
    <section>
      <PageTitle>Binary</PageTitle>
      {isLoading && <Loading />}
      {error && <EmptyState title="Binary sessions could not be loaded">{error.message}</EmptyState>}
      <ul className="binary-list" aria-label="Instruments">
        {sessions?.map((s) => (
          <li key={s.code} className={s.status === 'OPEN' ? 'binary-card open' : 'binary-card'}>
            <Link to={`/binary/${s.code}`}>
              <strong>{s.instrument}</strong>
              <small>{s.description}</small>
              {s.practice && <em className="binary-practice">Practice</em>}
              <span className="binary-price">{formatLevel(s, s.price)}</span>
              <small>{s.status === 'OPEN' ? `Open until ${formatIst(s.closes_at)}` : `Closed · opens at ${formatIst(s.opens_at)}`}</small>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
