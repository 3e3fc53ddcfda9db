import type { BetListItem } from '@bx/contract';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { matkaReturn } from '../../lib/matka-bet.ts';
import { useMatkaBets } from './matka-api.ts';

const columns: Column<BetListItem>[] = [
  { header: 'Bet', cell: (b) => b.selection_name },
  { header: 'Returns', cell: (b) => matkaReturn(b.odds) },
  { header: 'Stake', cell: (b) => formatMoney(b.stack) },
  { header: 'Placed', cell: (b) => formatIst(b.created_at) },
];

/** The caller's open matka bets on every draw, so what is held is seen beside the slip (the header shows only the exposure). */
export function MatkaBets() {
  const { data, isLoading, error } = useMatkaBets();
  return (
    <section className="my-bets matka-bets" aria-label="Your matka bets">
      <h2>Your open bets</h2>
      <DataTable className="my-bets-table" columns={columns} rows={data} rowKey={(b) => b.bet_id} isLoading={isLoading} error={error} />
    </section>
  );
}
