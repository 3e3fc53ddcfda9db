import type { BetListItem } from '@bx/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import { queryClient } from '../../lib/query-client.ts';
import { queryKeys, refreshBalance } from '../../lib/query-keys.ts';
import { formatPrice } from './format-price.ts';
import { cancelBet, useMatchBets } from './my-bets-api.ts';

const sideOf = (b: BetListItem) => (b.fancy_id !== null ? (b.is_back ? 'Yes' : 'No') : b.is_back ? 'Back' : 'Lay');
const oddsOf = (b: BetListItem) =>
  b.run !== null && b.fancy_id !== null ? `${formatPrice(b.run)}/${formatPrice(b.odds)}` : formatPrice(b.odds);

/** Unmatched bets show what is still waiting and a cancel button; matched bets what was matched. */
function betColumns(onCancel: ((bet: BetListItem) => void) | undefined, busy: number | null | undefined): Column<BetListItem>[] {
  const columns: Column<BetListItem>[] = [
    {
      header: 'Selection',
      cell: (b) => (
        <>
          {sideOf(b)} {b.selection_name}
          <small>{b.market_name}</small>
        </>
      ),
    },
    { header: 'Odds', cell: oddsOf },
    { header: 'Stake', cell: (b) => formatMoney(onCancel ? b.remaining_stack : b.matched_stack) },
  ];
  if (!onCancel) return columns;
  const cancel: Column<BetListItem> = {
    header: '',
    ariaLabel: 'Actions',
    cell: (b) => (
      <button type="button" onClick={() => onCancel(b)} disabled={busy === b.bet_id} aria-label={`Cancel bet ${b.bet_id}`}>
        Cancel
      </button>
    ),
  };
  return [...columns, cancel];
}

function BetTable({
  title,
  bets,
  onCancel,
  busy,
}: {
  title: string;
  bets: BetListItem[];
  onCancel?(bet: BetListItem): void;
  busy?: number | null;
}) {
  return (
    <section className="my-bets-group" aria-label={`${title} bets`}>
      <h3>
        {title} ({bets.length})
      </h3>
      {bets.length === 0 ? (
        <p className="muted">No {title.toLowerCase()} bets.</p>
      ) : (
        <DataTable
          className="my-bets-table"
          columns={betColumns(onCancel, busy)}
          rows={bets}
          rowKey={(b) => b.bet_id}
          rowClassName={(b) => (b.is_back ? 'back' : 'lay')}
        />
      )}
    </section>
  );
}

/** My Bets on this match: matched and unmatched, with cancel for the unmatched part. */
export function MyBets({ matchId }: { matchId: string }) {
  const { data } = useMatchBets(matchId);
  const [busy, setBusy] = useState<number | null>(null);
  const cancel = async (bet: BetListItem) => {
    setBusy(bet.bet_id);
    try {
      const answer = await cancelBet(bet.bet_id);
      if (answer.status) toast.success(`Cancelled ${formatMoney(answer.data?.cancelled_stack ?? bet.remaining_stack)} unmatched.`);
      else toast.error(answer.message);
    } catch {
      toast.error('The cancel could not be sent.');
    } finally {
      setBusy(null);
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: queryKeys.matchBets(matchId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.matchDetail(matchId) });
    }
  };
  return (
    <section className="my-bets" aria-label="My Bets">
      <h2>My Bets</h2>
      <BetTable title="Unmatched" bets={data?.unmatched ?? []} onCancel={(b) => void cancel(b)} busy={busy} />
      <BetTable title="Matched" bets={data?.matched ?? []} />
    </section>
  );
}
