import type { BetListItem } from '@bx/contract';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { PlacedByLabel } from '../../../components/ui/placed-by-label.tsx';
import { hasRunLine, listedBetSide } from '../../../lib/bet-side.ts';
import { listedBetPrice } from '../../../lib/bookmaker-rate.ts';
import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';

interface CurrentBetsTableProps {
  bets: BetListItem[] | undefined;
  isLoading: boolean;
  error: Error | null;
}

const columns: Column<BetListItem>[] = [
  { header: 'Sport', cell: (bet) => bet.sport_name },
  { header: 'Event', cell: (bet) => bet.match_name },
  { header: 'Market', cell: (bet) => bet.market_name },
  {
    header: 'Selection',
    cell: (bet) => (
      <>
        {bet.selection_name}
        <PlacedByLabel bet={bet} />
      </>
    ),
  },
  { header: 'Type', cell: listedBetSide },
  { header: 'Odds', cell: (bet) => (hasRunLine(bet) ? `${bet.run} / ${bet.odds}` : listedBetPrice(bet, bet.odds)), className: 'num' },
  // The price the matched part got, which an exchange bet may beat its odds by; '—' while nothing matched.
  { header: 'Matched odds', cell: (bet) => (bet.avg_odds === null ? '—' : listedBetPrice(bet, bet.avg_odds)), className: 'num' },
  { header: 'Stake', cell: (bet) => formatMoney(bet.stack), className: 'num' },
  { header: 'Placed', cell: (bet) => formatIst(bet.created_at) },
];

/** Back rows blue and lay rows pink, as on the betting screens; fancy bets show their run. */
export function CurrentBetsTable({ bets, isLoading, error }: CurrentBetsTableProps) {
  return (
    <DataTable
      columns={columns}
      rows={bets}
      rowKey={(bet) => bet.bet_id}
      rowClassName={(bet) => (bet.is_back ? 'bet-back' : 'bet-lay')}
      isLoading={isLoading}
      error={error}
    />
  );
}
