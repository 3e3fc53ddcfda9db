import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Modal } from '../../components/ui/modal.tsx';
import { apiGet } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

interface ExposureEntry {
  sport_id: number;
  sport_name: string;
  match_id: number;
  match_name: string;
  open_date?: string;
  market_details: { sub_type: string; bet_count: number }[];
}

async function fetchExposure(): Promise<ExposureEntry[]> {
  const answer = await apiGet<{ data?: ExposureEntry[] } | null>('bet/getExposureDetail');
  return Array.isArray(answer.data?.data) ? answer.data.data : [];
}

/** My Market: one row per market the user has exposure on. */
export function ExposureModal({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { data = [], isLoading } = useQuery({ queryKey: queryKeys.exposure, queryFn: fetchExposure, enabled: open, staleTime: 0 });
  const rows = data.flatMap((entry) => (entry.market_details?.length ? entry.market_details : [{ sub_type: '', bet_count: 0 }]).map((m) => ({ entry, m })));
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="My Market" size="large">
      <table className="data-table">
        <thead>
          <tr>
            <th>Event Type</th>
            <th>Event Name</th>
            <th>Match Name</th>
            <th>Trade</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="table-empty">
                {isLoading ? 'Loading…' : 'No data available in table'}
              </td>
            </tr>
          ) : (
            rows.map(({ entry, m }, i) => (
              <tr key={`${entry.match_id}-${m.sub_type}-${i}`}>
                <td>{entry.sport_name}</td>
                <td>
                  <Link to={`/game-details/${entry.sport_id}/${entry.match_id}`} onClick={() => onOpenChange(false)}>
                    {entry.match_name}
                  </Link>
                </td>
                <td>{m.sub_type}</td>
                <td>{m.bet_count}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Modal>
  );
}
