import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Loading } from '../../components/ui/loading.tsx';
import { MatchList } from '../../components/ui/match-list.tsx';
import { listedSports, useMatches, useSports } from '../../lib/catalog.ts';
import { webConfig } from '../../lib/config.ts';
import './home.css';

function SportMatches({ sportId }: { sportId: string }) {
  const { data = [], isLoading } = useMatches(sportId);
  if (isLoading) return <Loading label="Loading matches" />;
  const live = data.filter((m) => m.status !== 'CLOSED');
  return <MatchList matches={live} empty="No in-play or upcoming matches for this sport." />;
}

/** Home: in-play and upcoming matches per sport, cricket ('4') first. */
export function HomePage() {
  const { data: sports = [], isLoading } = useSports();
  const [active, setActive] = useState<string>(webConfig.defaultSportId);
  const tabs = listedSports(sports);
  if (isLoading) return <Loading label="Loading sports" />;
  return (
    <Tabs.Root value={active} onValueChange={setActive} className="home">
      <Tabs.List className="sport-tabs" aria-label="Sports">
        {tabs.map((s) => (
          <Tabs.Trigger key={s.sport_id} value={String(s.sport_id)} className="sport-tab">
            {s.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((s) => (
        <Tabs.Content key={s.sport_id} value={String(s.sport_id)} className="sport-panel">
          <SportMatches sportId={String(s.sport_id)} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
