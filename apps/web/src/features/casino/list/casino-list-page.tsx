import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { api } from '../../../lib/api-client.ts';
import { TableTile } from './table-tile.tsx';
import '../tables.css';

/** casino/list/{seriesId}: Our Casino's tables; countdowns and results move with each table's stream. */
export function CasinoListPage() {
  const { seriesId = '' } = useParams();
  const seriesFilter = Number(seriesId) > 0 ? { series_id: Number(seriesId) } : {};
  const tables = useQuery({
    queryKey: ['casino', 'tables', seriesId],
    queryFn: async () => {
      const answer = await api.casino.getTables(seriesFilter);
      return answer.status ? answer.data : [];
    },
    staleTime: Infinity,
  });
  return (
    <section className="casino-list">
      <PageTitle>Our Casino</PageTitle>
      {tables.isPending ? (
        <Loading label="Loading tables" />
      ) : tables.data?.length ? (
        <ul className="table-tiles" aria-label="Casino tables">
          {tables.data.map((t) => (
            <TableTile key={t.match_id} table={t} />
          ))}
        </ul>
      ) : (
        <EmptyState title="No casino tables are open">Sports betting stays open meanwhile.</EmptyState>
      )}
    </section>
  );
}
