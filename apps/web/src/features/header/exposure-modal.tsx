import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { api } from '../../lib/api-client.ts';
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
  const answer = await api.bet.getExposureDetail();
  return Array.isArray(answer.data?.data) ? answer.data.data : [];
}

interface ExposureRow {
  entry: ExposureEntry;
  m: { sub_type: string; bet_count: number };
}

/** The event name opens the match (and closes the modal). */
const columns = (onOpenMatch: () => void): Column<ExposureRow>[] => [
  { header: 'Event Type', cell: ({ entry }) => entry.sport_name },
  {
    header: 'Event Name',
    cell: ({ entry }) => (
      <Link to={`/game-details/${entry.sport_id}/${entry.match_id}`} onClick={onOpenMatch}>
        {entry.match_name}
      </Link>
    ),
  },
  { header: 'Match Name', cell: ({ m }) => m.sub_type },
  { header: 'Trade', cell: ({ m }) => m.bet_count },
];

/** My Market: one row per market the user has exposure on. */
export function ExposureModal({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { data = [], isLoading } = useQuery({ queryKey: queryKeys.exposure, queryFn: fetchExposure, enabled: open, staleTime: 0 });
  const rows: ExposureRow[] = data.flatMap((entry) =>
    (entry.market_details?.length ? entry.market_details : [{ sub_type: '', bet_count: 0 }]).map((m) => ({ entry, m })),
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="My Market" size="large">
      <DataTable
        className="data-table"
        columns={columns(() => onOpenChange(false))}
        rows={rows}
        rowKey={({ entry, m }, i) => `${entry.match_id}-${m.sub_type}-${i}`}
        isLoading={isLoading}
      />
    </Modal>
  );
}
