import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useCasinoSports } from '../../lib/catalog.ts';
import './casino.css';

interface CasinoLobbyProps {
  title: string;
  /** What is not open yet, in the customer's words. */
  notice: string;
}

/** The casino providers the server lists with their state, and a plain notice for the tables to come. */
export function CasinoLobby({ title, notice }: CasinoLobbyProps) {
  const { data: providers = [], isLoading } = useCasinoSports();
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {isLoading ? (
        <Loading />
      ) : (
        <ul className="providers" aria-label="Casino providers">
          {providers.map((p) => (
            <li key={p.sport_id} className={String(p.is_active) === '1' ? 'provider on' : 'provider'}>
              <span>{p.name}</span>
              <small>{String(p.is_active) === '1' ? 'Active' : 'Not active'}</small>
            </li>
          ))}
        </ul>
      )}
      <EmptyState title={notice}>Tables will appear here when they open. Sports betting stays open meanwhile.</EmptyState>
    </section>
  );
}
