import type { RiskBet } from '@bx/contract';
import type { Column } from '../../components/ui/data-table.tsx';
import { PlacedByLabel } from '../../components/ui/placed-by-label.tsx';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';

const sideOf = (b: RiskBet) => (b.fancy_id === null ? (b.is_back ? 'Back' : 'Lay') : b.is_back ? 'Yes' : 'No');

/**
 * The columns every operator list of bets opens with (the live feed, the bet history): when, who,
 * where and what. A bet the customer did not place by hand (a cash out's or an auto cash out's
 * leg) carries its tag by the selection, as in the customer's own lists.
 */
export const betColumns: Column<RiskBet>[] = [
  { header: 'Placed', cell: (b) => formatIst(b.created_at) },
  { header: 'User', cell: (b) => b.user_name },
  { header: 'Market', cell: (b) => `${b.match_name} · ${b.market_name}` },
  {
    header: 'Selection',
    cell: (b) => (
      <>
        {b.selection_name}
        <PlacedByLabel bet={b} />
      </>
    ),
  },
  { header: 'Side', cell: sideOf, className: (b) => (b.is_back ? 'risk-back' : 'risk-lay') },
  { header: 'Odds / run', cell: (b) => (b.run === null ? b.odds : `${b.run} @ ${b.odds}`) },
  { header: 'Stake', cell: (b) => formatMoney(b.stack) },
];
