import type { Sport } from '@bx/contract';
import * as Accordion from '@radix-ui/react-accordion';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMatches, useSeries } from '../../lib/catalog.ts';
import { SideItem } from './side-item.tsx';

function SeriesMatches({ sportId, seriesId }: { sportId: string; seriesId: string }) {
  const { data: matches = [], isLoading } = useMatches(sportId, seriesId);
  if (isLoading) return <p className="side-note">Loading…</p>;
  if (matches.length === 0) return <p className="side-note">No matches</p>;
  return (
    <ul className="side-matches">
      {matches.map((m) => (
        <li key={m.match_id}>
          <Link to={`/game-details/${m.sport_id}/${m.match_id}`}>{m.match_name || m.name}</Link>
        </li>
      ))}
    </ul>
  );
}

function SportSeries({ sportId }: { sportId: string }) {
  const { data: series = [], isLoading } = useSeries(sportId);
  const [open, setOpen] = useState('');
  if (isLoading) return <p className="side-note">Loading…</p>;
  if (series.length === 0) return <p className="side-note">No series</p>;
  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="side-list nested">
      {series.map((s) => (
        <SideItem key={s.series_id} value={String(s.series_id)} title={s.name} level={4}>
          {open === String(s.series_id) && <SeriesMatches sportId={sportId} seriesId={String(s.series_id)} />}
        </SideItem>
      ))}
    </Accordion.Root>
  );
}

/** All Sports: sport -> series -> matches, one open at a time per level; clicking an open item closes it. */
export function AllSportsSection({ sports }: { sports: Sport[] }) {
  const [open, setOpen] = useState('');
  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="side-list">
      {sports.map((s) => (
        <SideItem key={s.sport_id} value={String(s.sport_id)} title={s.name}>
          {open === String(s.sport_id) && <SportSeries sportId={String(s.sport_id)} />}
        </SideItem>
      ))}
    </Accordion.Root>
  );
}
