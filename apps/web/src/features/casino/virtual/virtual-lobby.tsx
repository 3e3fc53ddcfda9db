import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { VIRTUAL_TABLES } from './virtual-tables.ts';

/** vcasino/virtual: Our Virtual's four tables, each dealt single-player from the customer's own seed pair. */
export function VirtualLobby() {
  return (
    <section aria-label="Our Virtual">
      <PageTitle>Our Virtual</PageTitle>
      <ul className="virtual-lobby">
        {Object.entries(VIRTUAL_TABLES).map(([type, t]) => (
          <li key={type}>
            <Link to={`/vcasino/${type}`}>{t.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
