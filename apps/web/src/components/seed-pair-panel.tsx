import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, expectOk } from '../lib/api-client.ts';
import './seed-pair.css';

/** The caller's seed pair in the query cache: a game invalidates it after each bet (the nonce moved). */
export const seedPairKey = ['fair', 'seed-pair'] as const;

/**
 * The caller's single-player seed pair (casino.md section 2), shared by the slot games and Our
 * Virtual: the server seed's hash shown before play, the client seed the customer may set, the
 * nonce the next bet uses; rotating reveals the retired server seed, so every bet it dealt can
 * be verified (`onRotated` lets the game refresh its history).
 */
export function SeedPairPanel({ onRotated }: { onRotated?(): void }) {
  const queryClient = useQueryClient();
  const { data: pair } = useQuery({ queryKey: seedPairKey, queryFn: async () => (await expectOk(api.fair.getSeedPair())).data });
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: seedPairKey });
  const setSeed = useMutation({
    mutationFn: () => api.fair.setClientSeed({ client_seed: draft.trim() }),
    onSuccess: (answer) => {
      setMessage(answer.message);
      if (answer.status) setDraft('');
      void refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: () => api.fair.rotateSeedPair(),
    onSuccess: (answer) => {
      setMessage(answer.status ? `Revealed server seed ${answer.data.previous.server_seed}` : answer.message);
      void refresh();
      onRotated?.();
    },
  });
  return (
    <section className="seed-pair" aria-label="Seed pair">
      <h2>Provably fair</h2>
      <dl className="fair-fields">
        <dt>Server seed hash</dt>
        <dd data-testid="server-seed-hash">{pair?.server_seed_hash}</dd>
        <dt>Client seed</dt>
        <dd>{pair?.client_seed}</dd>
        <dt>Next nonce</dt>
        <dd>{pair?.nonce}</dd>
      </dl>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.trim()) setSeed.mutate();
        }}
      >
        <label>
          New client seed <input value={draft} maxLength={64} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" disabled={!draft.trim() || setSeed.isPending}>
          Set
        </button>
        <button type="button" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
          Rotate seed pair
        </button>
      </form>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
