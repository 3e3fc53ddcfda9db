import type { BetListItem } from '@bx/contract';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { PlacedByLabel } from '../../components/ui/placed-by-label.tsx';
import { hasRunLine, listedBetSide } from '../../lib/bet-side.ts';
import { formatBookmakerRate, isBookmakerBet } from '../../lib/bookmaker-rate.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { queryClient } from '../../lib/query-client.ts';
import { queryKeys, refreshBalance } from '../../lib/query-keys.ts';
import { formatPrice } from './format-price.ts';
import type { Market } from './match-detail-api.ts';
import { MyBetsCashOut } from './my-bets-cash-out.tsx';
import { toastAnswer } from './toast-answer.ts';
import { useMatchBets } from '../../lib/match-bets.ts';
import { cancelAllOnMarket, cancelBet } from './my-bets-api.ts';

// The editor loads on the first Edit press: most visits never edit a bet.
const EditUnmatchedBet = lazy(() => import('./edit-unmatched-bet.tsx').then((m) => ({ default: m.EditUnmatchedBet })));

const oddsOf = (b: BetListItem, price: number) =>
  hasRunLine(b) ? `${formatPrice(b.run!)}/${formatPrice(price)}` : isBookmakerBet(b) ? formatBookmakerRate(price) : formatPrice(price);

interface UnmatchedActions {
  onCancel(bet: BetListItem): void;
  onEdit(bet: BetListItem): void;
  busy: number | null;
}

/** Unmatched bets show what is still waiting, an edit (exchange bets) and a cancel button; matched bets what was matched. */
function betColumns(actions: UnmatchedActions | undefined): Column<BetListItem>[] {
  const columns: Column<BetListItem>[] = [
    {
      header: 'Selection',
      cell: (b) => (
        <>
          {listedBetSide(b)} {b.selection_name}
          <PlacedByLabel bet={b} />
          <small>{b.market_name}</small>
        </>
      ),
    },
    // What is waiting asks its odds; what matched shows the price it got (an exchange bet may match better).
    { header: 'Odds', cell: (b) => oddsOf(b, actions ? b.odds : (b.avg_odds ?? b.odds)) },
    { header: 'Stake', cell: (b) => formatMoney(actions ? b.remaining_stack : b.matched_stack) },
  ];
  if (!actions) return columns;
  const { onCancel, onEdit, busy } = actions;
  const cancel: Column<BetListItem> = {
    header: '',
    ariaLabel: 'Actions',
    cell: (b) => (
      <>
        {b.fancy_id === null && (
          <button type="button" onClick={() => onEdit(b)} disabled={busy === b.bet_id} aria-label={`Edit bet ${b.bet_id}`}>
            Edit
          </button>
        )}
        <button type="button" onClick={() => onCancel(b)} disabled={busy === b.bet_id} aria-label={`Cancel bet ${b.bet_id}`}>
          Cancel
        </button>
      </>
    ),
  };
  return [...columns, cancel];
}

function BetTable({ title, bets, actions }: { title: string; bets: BetListItem[]; actions?: UnmatchedActions }) {
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
          columns={betColumns(actions)}
          rows={bets}
          rowKey={(b) => b.bet_id}
          rowClassName={(b) => (b.is_back ? 'back' : 'lay')}
        />
      )}
    </section>
  );
}

/** My Bets on this match: each held market's cash out, matched and unmatched bets, with edit and cancel for the unmatched part. */
export function MyBets({ matchId, markets = [] }: { matchId: string; markets?: readonly Market[] }) {
  const { data } = useMatchBets(matchId);
  const [busy, setBusy] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const refresh = () => {
    void refreshBalance();
    void queryClient.invalidateQueries({ queryKey: queryKeys.matchBets(matchId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.matchDetail(matchId) });
  };
  const cancel = (bet: BetListItem) => {
    setBusy(bet.bet_id);
    return toastAnswer(
      () => cancelBet(bet.bet_id),
      (d) => `Cancelled ${formatMoney(d?.cancelled_stack ?? bet.remaining_stack)} unmatched.`,
      'The cancel could not be sent.',
      () => {
        setBusy(null);
        refresh();
      },
    );
  };
  const cancelAll = (marketId: number) =>
    toastAnswer(
      () => cancelAllOnMarket(marketId),
      (d) => `Cancelled ${d?.cancelled ?? 0} unmatched bets.`,
      'The cancel could not be sent.',
      refresh,
    );
  const unmatched = data?.unmatched ?? [];
  const edited = unmatched.find((b) => b.bet_id === editing);
  // One Cancel All per exchange market with unmatched bets (fancy bets never wait unmatched).
  const cancelMarkets = [...new Map(unmatched.filter((b) => b.fancy_id === null).map((b) => [b.market_id, b.market_name])).entries()];
  return (
    <section className="my-bets" aria-label="My Bets">
      <h2>My Bets</h2>
      <MyBetsCashOut matchId={Number(matchId)} markets={markets} />
      {cancelMarkets.map(([marketId, name]) => (
        <button key={marketId} type="button" className="cancel-all" onClick={() => void cancelAll(marketId)}>
          Cancel All: {name}
        </button>
      ))}
      <BetTable
        title="Unmatched"
        bets={unmatched}
        actions={{ onCancel: (b) => void cancel(b), onEdit: (b) => setEditing(b.bet_id), busy }}
      />
      {edited && (
        <Suspense fallback={null}>
          <EditUnmatchedBet
            key={edited.bet_id}
            bet={edited}
            onDone={() => {
              setEditing(null);
              refresh();
            }}
          />
        </Suspense>
      )}
      <BetTable title="Matched" bets={data?.matched ?? []} />
    </section>
  );
}
