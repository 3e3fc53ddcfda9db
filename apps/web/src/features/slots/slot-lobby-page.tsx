import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { SlotThumbnail } from './slot-thumbnail.tsx';
import { useSlotGames } from './use-slot-games.ts';
import './slots.css';

/** vcasino/slot: the slot lobby, one tile per title with its return to player. */
export function SlotLobbyPage() {
  const { data: games = [], isLoading } = useSlotGames();
  return (
    <section>
      <PageTitle>Slot Game</PageTitle>
      {isLoading ? (
        <Loading />
      ) : games.length === 0 ? (
        <EmptyState title="No slot games just now">Sports betting stays open meanwhile.</EmptyState>
      ) : (
        <ul className="slot-lobby" aria-label="Slot games">
          {games.map((g) => (
            <li key={g.game_id}>
              <Link to={`/vcasino/slot/${g.game_id}`} className="slot-tile">
                <SlotThumbnail id={g.game_id} name={g.name} />
                <strong>{g.name}</strong>
                <small>
                  {g.reels.length}x{g.rows}, {g.lines.length} lines · RTP {(100 * g.rtp).toFixed(2)}%
                </small>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
