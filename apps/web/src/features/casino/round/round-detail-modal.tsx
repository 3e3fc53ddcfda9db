import type { TableRoundDetail } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/ui/loading.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { api } from '../../../lib/api-client.ts';
import { formatIst } from '../../../lib/format-ist.ts';
import { CasinoBetsTable } from '../table/casino-bets-table.tsx';
import { cardsInOrder, TableCards } from '../table/table-cards.tsx';
import { VerifyPanel } from './verify-panel.tsx';
import './round-detail.css';

async function fetchRound(roundId: string): Promise<TableRoundDetail> {
  const answer = await api.betResult.marketResultDetailsByMarketId({ market_id: roundId });
  if (!answer.status) throw new Error(answer.message || 'This round could not be read.');
  return answer.data;
}

function RoundBets({ bets }: { bets: TableRoundDetail['bets'] }) {
  if (bets.length === 0) return <p className="muted">You had no bets on this round.</p>;
  const lines = bets.map((b) => ({
    id: b.bet_id,
    isBack: b.is_back,
    name: b.name,
    odds: b.odds,
    stake: b.stack,
    profitLoss: b.profit_loss,
  }));
  return <CasinoBetsTable className="round-bets" label="Your bets" bets={lines} />;
}

function RoundBody({ round }: { round: TableRoundDetail }) {
  return (
    <div className="round-detail">
      <p>
        Winner: <strong>{round.winner_name ?? round.winner}</strong> · {formatIst(round.created_at)}
      </p>
      <TableCards type={round.gtype} cards={round.cards_by_position} />
      <h3>Your bets</h3>
      <RoundBets bets={round.bets} />
      <h3>Fairness</h3>
      {round.server_seed ? (
        <VerifyPanel
          round={{
            type: round.gtype,
            cards: cardsInOrder(round.cards_by_position),
            serverSeed: round.server_seed,
            previousHash: round.previous_hash,
            commitment: { chainHash: round.chain_hash },
            clientSeed: round.client_seed,
            nonce: round.nonce,
          }}
        />
      ) : (
        <p className="muted">The server seed is revealed when the round ends (published hash {round.previous_hash}).</p>
      )}
    </div>
  );
}

/** One round: its cards, winner, the caller's bets and the fairness data with Verify. */
export function RoundDetailModal({ roundId, onClose }: { roundId: string | null; onClose(): void }) {
  const round = useQuery({ queryKey: ['casino', 'round', roundId], queryFn: () => fetchRound(roundId!), enabled: roundId !== null });
  return (
    <Modal open={roundId !== null} onOpenChange={(open) => !open && onClose()} title={`Round ${roundId ?? ''}`} size="large">
      {round.isPending && <Loading />}
      {round.error && <p role="alert">{round.error.message}</p>}
      {round.data && <RoundBody round={round.data} />}
    </Modal>
  );
}
