import type { VirtualBet, VirtualTableType } from '@bx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { api } from '../../../lib/api-client.ts';
import { resultName } from '../../../lib/casino-result-label.ts';
import { newClientRef } from '../../../lib/client-ref.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { queryKeys, refreshBalance } from '../../../lib/query-keys.ts';
import { CasinoStakeButtons } from '../table/casino-stake-buttons.tsx';
import { TableCards } from '../table/table-cards.tsx';
import { SeedPairPanel, seedPairKey } from '../../../components/seed-pair-panel.tsx';
import { VirtualHistory } from './virtual-history.tsx';
import { VIRTUAL_TABLES } from './virtual-tables.ts';
import '../../../components/betting.css';
import './virtual.css';

/**
 * vcasino/{type}: Our Virtual, a table game single-player and instant. The selections and rates
 * are the live table's (read once from its match detail); a bet deals at once from the caller's
 * seed pair and the cards, the result and the balance come back in the answer.
 */
export function VirtualTablePage({ type }: { type: VirtualTableType }) {
  const table = VIRTUAL_TABLES[type];
  const client = useQueryClient();
  const { data: detail, isLoading } = useQuery({
    queryKey: queryKeys.matchDetail(String(table.liveMatchId)),
    queryFn: async () => (await api.match.getMatchDetail({ match_id: table.liveMatchId })).data ?? null,
    staleTime: 60_000,
  });
  const [pick, setPick] = useState<number | null>(null);
  const [stake, setStake] = useState('');
  const [last, setLast] = useState<VirtualBet | null>(null);
  const place = useMutation({
    mutationFn: async (body: { selection_id: number; stack: number }) =>
      api.vcasino.placeBet({ type, ...body, client_ref: newClientRef() }),
    onSuccess: (answer) => {
      if (!answer.status) return void toast.error(answer.message);
      setLast(answer.data);
      toast.success(answer.message);
      void refreshBalance();
      void client.invalidateQueries({ queryKey: seedPairKey });
      void client.invalidateQueries({ queryKey: ['vcasino', 'history'] });
    },
    onError: (error) => toast.error(error.message),
  });
  const runners = detail?.markets[0]?.runner_json ?? [];
  if (runners.length === 0)
    return isLoading ? <Loading label="Loading table" /> : <EmptyState title="This table is closed">Try another virtual table.</EmptyState>;
  const amount = Number(stake);
  return (
    <section className="virtual-table" aria-label={`${table.name} (virtual)`}>
      <PageTitle>{table.name} · Our Virtual</PageTitle>
      <div className="virtual-board">
        <div className="virtual-main">
          <TableCards type={type} cards={last?.cards ?? {}} />
          {last && (
            <p className="virtual-result" role="status">
              {resultName(type, last.result)} ·{' '}
              {last.win >= 0 ? `You won ₹${formatMoney(last.win)}` : `You lost ₹${formatMoney(-last.win)}`}
            </p>
          )}
          <div className="virtual-selections" role="group" aria-label="Selections">
            {runners.map((r) => (
              <button
                key={r.selection_id}
                type="button"
                aria-pressed={pick === r.selection_id}
                className={pick === r.selection_id ? 'picked' : ''}
                onClick={() => setPick(r.selection_id)}
              >
                <span>{r.name}</span>
                <strong>{r.back[0]?.price.toFixed(2)}</strong>
              </button>
            ))}
          </div>
        </div>
        <aside className="virtual-side">
          <form
            className="virtual-slip"
            aria-label="Virtual bet slip"
            onSubmit={(e) => {
              e.preventDefault();
              if (pick !== null && amount > 0) place.mutate({ selection_id: pick, stack: amount });
            }}
          >
            <label>
              Stake <input inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} />
            </label>
            <CasinoStakeButtons onStake={(v) => setStake(String(v))} />
            <button type="submit" className="primary" disabled={pick === null || !(amount > 0) || place.isPending}>
              Deal
            </button>
          </form>
          <SeedPairPanel onRotated={() => void client.invalidateQueries({ queryKey: ['vcasino', 'history'] })} />
        </aside>
      </div>
      <VirtualHistory type={type} />
    </section>
  );
}
