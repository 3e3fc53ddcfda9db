import { useQuery } from '@tanstack/react-query';
import { Loading } from '../../../components/ui/loading.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatIst } from '../../../lib/format-ist.ts';
import { fetchRoundResult } from './casino-results-api.ts';
import { PlayingCards } from './playing-cards.tsx';

/** The result of one round: its cards, the winner, and the seed hash that proves the deal was fixed in advance. */
export function RoundResultModal({ roundId, onClose }: { roundId: string | null; onClose(): void }) {
  const round = useQuery({ queryKey: ['reports', 'casino-round', roundId], queryFn: () => fetchRoundResult(roundId!), enabled: roundId !== null });
  return (
    <Modal open={roundId !== null} onOpenChange={(open) => !open && onClose()} title={`Round ${roundId ?? ''}`}>
      {round.isPending && <Loading />}
      {round.error && <p role="alert">{round.error.message}</p>}
      {round.data && (
        <div className="round-result">
          <p>
            Winner: <strong>{round.data.winner}</strong>
          </p>
          <PlayingCards cards={round.data.cards} />
          <p>{formatIst(round.data.created_at)}</p>
          {round.data.server_seed_hash && <p className="seed-hash">Seed hash: {round.data.server_seed_hash}</p>}
        </div>
      )}
    </Modal>
  );
}
