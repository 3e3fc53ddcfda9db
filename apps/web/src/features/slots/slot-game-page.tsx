import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { SeedPairPanel } from '../../components/seed-pair-panel.tsx';
import { historyKey, SlotHistory } from './slot-history.tsx';
import { SlotMachine } from './slot-machine.tsx';
import { useSlotGames } from './use-slot-games.ts';
import '../../components/betting.css';
import './slots.css';

/** vcasino/slot/{gameId}: one title with its reels, the seed pair and the spin history. */
export function SlotGamePage() {
  const { gameId = '' } = useParams();
  const queryClient = useQueryClient();
  const { data: games = [], isLoading } = useSlotGames();
  const game = games.find((g) => g.game_id === gameId);
  if (isLoading) return <Loading />;
  if (!game)
    return (
      <EmptyState title="No such slot game">
        <Link to="/vcasino/slot">Back to the slot games</Link>
      </EmptyState>
    );
  return (
    <section className="slot-page" aria-label={game.name}>
      <PageTitle aside={<Link to="/vcasino/slot">All slots</Link>}>{game.name}</PageTitle>
      <p className="slot-facts">
        {game.reels.length}x{game.rows}, {game.lines.length} lines · RTP {(100 * game.rtp).toFixed(2)}% · bets ₹{game.min_bet} to ₹
        {game.max_bet}
        {game.scatter ? ` · 3+ ${game.scatter.symbol} award free spins at ${game.scatter.multiplier}x` : ''}
        {game.wild
          ? ` · ${game.wild.symbol} substitutes${game.wild.multiplier > 1 ? ` and multiplies by ${game.wild.multiplier}` : ''}`
          : ''}
      </p>
      <SlotMachine key={game.game_id} game={game} />
      <SeedPairPanel onRotated={() => void queryClient.invalidateQueries({ queryKey: historyKey(game.game_id) })} />
      <SlotHistory gameId={game.game_id} />
    </section>
  );
}
