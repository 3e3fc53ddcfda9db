import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { TableMessage } from '../table-message.tsx';
import type { CurrentBet } from './current-bets-api.ts';

interface CurrentBetsTableProps {
  bets: CurrentBet[] | undefined;
  isLoading: boolean;
  error: Error | null;
}

const columns = ['Sport', 'Event', 'Market', 'Selection', 'Type', 'Odds', 'Stake', 'Placed'];

/** Back rows blue and lay rows pink, as on the betting screens; fancy bets show their run. */
export function CurrentBetsTable({ bets, isLoading, error }: CurrentBetsTableProps) {
  return (
    <div className="report-table-wrap">
      <table className="report-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bets?.map((bet) => (
            <tr key={bet.bet_id} className={bet.is_back ? 'bet-back' : 'bet-lay'}>
              <td>{bet.sport_name ?? ''}</td>
              <td>{bet.match_name}</td>
              <td>{bet.market_name}</td>
              <td>{bet.selection_name}</td>
              <td>{typeLabel(bet)}</td>
              <td className="num">{bet.run !== null ? `${bet.run} / ${bet.odds}` : bet.odds}</td>
              <td className="num">{formatMoney(bet.stack)}</td>
              <td>{formatIst(bet.created_at)}</td>
            </tr>
          ))}
          <TableMessage columns={columns.length} isLoading={isLoading} error={error} isEmpty={bets?.length === 0} />
        </tbody>
      </table>
    </div>
  );
}

function typeLabel(bet: CurrentBet): string {
  if (bet.fancy_id !== null) return bet.is_back ? 'Yes' : 'No';
  return bet.is_back ? 'Back' : 'Lay';
}
