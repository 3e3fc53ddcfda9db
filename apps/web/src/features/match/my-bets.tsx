import type { BetListItem } from '@bx/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatMoney } from '../../lib/format-money.ts';
import { queryClient } from '../../lib/query-client.ts';
import { queryKeys, refreshBalance } from '../../lib/query-keys.ts';
import { formatPrice } from './format-price.ts';
import { cancelBet, useMatchBets } from './my-bets-api.ts';

const sideOf = (b: BetListItem) => (b.fancy_id !== null ? (b.is_back ? 'Yes' : 'No') : b.is_back ? 'Back' : 'Lay');
const oddsOf = (b: BetListItem) => (b.run !== null && b.fancy_id !== null ? `${formatPrice(b.run)}/${formatPrice(b.odds)}` : formatPrice(b.odds));

function BetTable({ title, bets, onCancel, busy }: { title: string; bets: BetListItem[]; onCancel?(bet: BetListItem): void; busy?: number | null }) {
  return (
    <section className="my-bets-group" aria-label={`${title} bets`}>
      <h3>
        {title} ({bets.length})
      </h3>
      {bets.length === 0 ? (
        <p className="muted">No {title.toLowerCase()} bets.</p>
      ) : (
        <table className="my-bets-table">
          <thead>
            <tr>
              <th scope="col">Selection</th>
              <th scope="col">Odds</th>
              <th scope="col">Stake</th>
              {onCancel && <th scope="col" aria-label="Actions" />}
            </tr>
          </thead>
          <tbody>
            {bets.map((b) => (
              <tr key={b.bet_id} className={b.is_back ? 'back' : 'lay'}>
                <td>
                  {sideOf(b)} {b.selection_name}
                  <small>{b.market_name}</small>
                </td>
                <td>{oddsOf(b)}</td>
                <td>{formatMoney(onCancel ? b.remaining_stack : b.matched_stack)}</td>
                {onCancel && (
                  <td>
                    <button type="button" onClick={() => onCancel(b)} disabled={busy === b.bet_id} aria-label={`Cancel bet ${b.bet_id}`}>
                      Cancel
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
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
