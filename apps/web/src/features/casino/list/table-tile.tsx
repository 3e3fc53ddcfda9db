import type { TableListItem } from '@bx/contract';
import { Link } from 'react-router';
import { useFollowTable, useLiveTable } from '../live/use-table.ts';
import { FlipClock } from '../table/flip-clock.tsx';
import { resultName } from '../../../lib/casino-result-label.ts';

/** One table in the lobby: icon, name, the live countdown and the last result, from the table's stream. */
export function TableTile({ table }: { table: TableListItem }) {
  const matchId = String(table.match_id);
  useFollowTable(matchId);
  const live = useLiveTable(matchId)?.markets[0];
  const status = live?.status ?? table.status;
  const autotime = live?.autotime ?? table.autotime;
  const last = live?.results?.[0] ?? table.last_result;
  return (
    <li className="table-tile">
      <Link to={`/casino/match/${table.match_id}`} aria-label={table.name}>
        <img src={table.icon} alt="" width={96} height={64} />
        <strong>{table.name}</strong>
        <span className="tile-state">
          {!table.is_active ? 'Closed' : status === 'OPEN' ? <FlipClock seconds={autotime} /> : status === 'RESULT' ? 'Result' : 'Dealing'}
        </span>
        <small>Last result: {last ? resultName(table.gtype, last.result) : 'none yet'}</small>
      </Link>
    </li>
  );
}
