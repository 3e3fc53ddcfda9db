import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ProviderSportId } from '@bx/contract';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { api } from '../../lib/api-client.ts';
import { useProviderLobbies } from '../../lib/provider-lobbies.ts';
import { GameFrame } from './game-frame.tsx';
import './providers.css';

interface ProviderLobbyPageProps {
  title: string;
  /** The menus whose providers this lobby lists. */
  sportIds: ProviderSportId[];
}

/** A lobby of third-party games: the providers switched on for these menus, each launched in an iframe. */
export function ProviderLobbyPage({ title, sportIds }: ProviderLobbyPageProps) {
  const { data: lobbies = [], isLoading } = useProviderLobbies();
  const [game, setGame] = useState<{ url: string; name: string } | null>(null);
  const launch = useMutation({
    mutationFn: async (provider: { provider_id: string; name: string }) => {
      const answer = await api.provider.launch({ provider_id: provider.provider_id });
      if (!answer.status) throw new Error(answer.message);
      return { url: answer.data.url, name: provider.name };
    },
    onSuccess: setGame,
  });
  const providers = lobbies.filter((l) => sportIds.includes(l.sport_id));
  if (game) return <GameFrame url={game.url} title={game.name} onClose={() => setGame(null)} />;
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      {isLoading ? (
        <Loading />
      ) : providers.length === 0 ? (
        <EmptyState title="No games are open here just now">Sports betting stays open meanwhile.</EmptyState>
      ) : (
        <ul className="provider-games" aria-label={`${title} games`}>
          {providers.map((p) => (
            <li key={p.provider_id}>
              <button type="button" className="provider-game" disabled={launch.isPending} onClick={() => launch.mutate(p)}>
                <span>{p.name}</span>
                <small>Play</small>
              </button>
            </li>
          ))}
        </ul>
      )}
      {launch.error && <p className="form-error">{launch.error.message}</p>}
    </section>
  );
}
