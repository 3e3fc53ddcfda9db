import type { Match } from '@bx/contract';
import { Link } from 'react-router';
import { formatIst } from '../../lib/format-ist.ts';

/** Matches as dense rows: name, IST start, in-play badge; in-play first, then by start time. */
export function MatchList({ matches, empty = 'No matches right now.' }: { matches: Match[]; empty?: string }) {
  if (matches.length === 0) return <p className="table-empty">{empty}</p>;
  const ordered = [...matches].sort((a, b) => Number(b.in_play) - Number(a.in_play) || Date.parse(a.open_date) - Date.parse(b.open_date));
  return (
    <ul className="match-list">
      {ordered.map((m) => (
        <li key={m.match_id} className="match-row">
          <Link to={`/game-details/${m.sport_id}/${m.match_id}`} className="match-link">
            <span className="match-name">{m.match_name || m.name}</span>
            <time className="match-date" dateTime={m.open_date}>
              {formatIst(m.open_date || m.match_Date)}
            </time>
            {m.in_play && <span className="badge-inplay">In-Play</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
