import type { Match } from '@bx/contract';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { MatchList } from '../../components/ui/match-list.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useMatches, useSports } from '../../lib/catalog.ts';
import './sports.css';

function groupBySeries(matches: Match[]): [string, Match[]][] {
  const groups = new Map<string, Match[]>();
  for (const m of matches) {
    const key = m.series_name ?? 'Other matches';
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.entries()];
}

/** all-sports/{sportId}: that sport's series with their matches (?series= narrows to one). */
export function AllSportsPage() {
  const { sportId = '' } = useParams();
  const [params] = useSearchParams();
  const seriesId = params.get('series') ?? undefined;
  const { data: sports = [] } = useSports();
  const { data: matches = [], isLoading } = useMatches(sportId, seriesId);
  const name = sports.find((s) => String(s.sport_id) === sportId)?.name ?? 'Sport';
  const groups = groupBySeries(matches.filter((m) => m.status !== 'CLOSED'));
  return (
    <section>
      <PageTitle>{name}</PageTitle>
      {isLoading && <Loading label="Loading matches" />}
      {!isLoading && groups.length === 0 && (
        <EmptyState title="No open matches">New events appear here as soon as they are listed.</EmptyState>
      )}
      {groups.map(([series, list]) => (
        <div key={series} className="series-block">
          <h2 className="series-head">{series}</h2>
          <MatchList matches={list} />
        </div>
      ))}
    </section>
  );
}
