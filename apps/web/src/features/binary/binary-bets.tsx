import type { BetListItem, BinarySession } from '@bx/contract';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import { useMatchBets } from '../../lib/match-bets.ts';
import { formatLevel } from './binary-api.ts';

/**
 * The caller's open bets on this session, so a customer sees what is held (the header shows only
 * the exposure): YES or NO, the line, the rate and the stake. They settle at the session's close.
 */
export function BinaryBets({ session }: { session: BinarySession }) {
  const { data, isLoading, error } = useMatchBets(String(session.match_id));
  const columns: Column<BetListItem>[] = [
    { header: 'Bet', cell: (b) => `${b.is_back ? 'YES at or above' : 'NO below'} ${formatLevel(session, b.run)}` },
    { header: 'Rate', cell: (b) => b.odds },
    { header: 'Stake', cell: (b) => formatMoney(b.stack) },
  ];
  return (
    <section className="my-bets binary-bets" aria-label={`Your bets on ${session.instrument}`}>
      <h2>Your bets</h2>
      <DataTable
        className="my-bets-table"
        columns={columns}
        rows={data && [...data.matched, ...data.unmatched]}
        rowKey={(b) => b.bet_id}
        rowClassName={(b) => (b.is_back ? 'back' : 'lay')}
        isLoading={isLoading}
        error={error}
      />
    </section>
  );
}
