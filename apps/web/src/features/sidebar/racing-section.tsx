import * as Accordion from '@radix-ui/react-accordion';
import { useState } from 'react';
import { Link } from 'react-router';
import { useVenues } from '../../lib/catalog.ts';
import { formatIstTime } from '../../lib/format-ist.ts';
import { raceDay } from '../../lib/race-day.ts';
import { SideItem } from './side-item.tsx';

interface RacingSport {
  sportId: string;
  name: string;
}

/** One racing sport: today's venues (fetched when opened) with their race times. */
function RacingVenues({ sportId, name, open }: RacingSport & { open: boolean }) {
  const date = raceDay();
  const { data: venues = [], isLoading } = useVenues(sportId, date, open);
  return (
    <div className="racing-venues">
      <div className="racing-all">All {name}</div>
      {isLoading && <p className="side-note">Loading…</p>}
      {!isLoading && venues.length === 0 && <p className="side-note">No races today</p>}
      {venues.map((v) => (
        <div key={`${v.country_code}-${v.venue}`} className="venue">
          <div className="venue-name">
            {v.venue} <span className="venue-country">{v.country || v.country_code}</span>
          </div>
          <ul className="race-list">
            {v.races.map((r) => (
              <li key={r.match_id}>
                {/* The spec's race entry: its time with the match name; the country heads the venue. */}
                <Link
                  to={`/horse-racing/${r.match_id}/${date}`}
                  className="race-time"
                  aria-label={`${formatIstTime(r.market_start_time)} ${r.name} ${v.country}`}
                >
                  <time>{formatIstTime(r.market_start_time)}</time> <span className="race-name">{r.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Racing Sports: horse racing (7) and greyhound (4339), each a dropdown of today's venues. */
export function RacingSection({ sports }: { sports: RacingSport[] }) {
  const [open, setOpen] = useState('');
  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="side-list">
      {sports.map((s) => (
        <SideItem key={s.sportId} value={s.sportId} title={s.name}>
          <RacingVenues {...s} open={open === s.sportId} />
        </SideItem>
      ))}
    </Accordion.Root>
  );
}
