import type { SlotHistoryItem } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { verifySpin, type SpinCheck } from './verify-spin.ts';

export const historyKey = (gameId: string) => ['slot', 'history', gameId] as const;

function VerifyButton({ spin }: { spin: SlotHistoryItem }) {
  const [check, setCheck] = useState<SpinCheck | 'running' | null>(null);
  if (spin.server_seed === null) return <small>Rotate the seed pair to verify</small>;
  const seed = spin.server_seed;
  if (check === null || check === 'running')
    return (
      <button
        type="button"
        disabled={check === 'running'}
        onClick={() => void verifySpin({ ...spin, server_seed: seed }).then(setCheck, () => setCheck(null))}
      >
        Verify
      </button>
    );
  const ok = check.hashMatches && check.stopsMatch && check.winMatches;
  return (
    <span role="status" aria-label="Verify result" className={ok ? 'verify-result ok' : 'verify-result bad'}>
      {ok
        ? `Verified: stops ${check.stops.join(' ')}`
        : `Does not verify (hash ${check.hashMatches ? 'ok' : 'wrong'}, stops ${check.stops.join(' ')})`}
    </span>
  );
}

/** The customer's last spins of this title, each with the seeds and a Verify that recomputes it in the browser. */
export function SlotHistory({ gameId }: { gameId: string }) {
  const { data: spins = [] } = useQuery({
    queryKey: historyKey(gameId),
    queryFn: async () => {
      const answer = await api.slot.getHistory({ game_id: gameId, limit: 20 });
      return answer.status ? answer.data : [];
    },
  });
  return (
    <section className="slot-history" aria-label="Spin history">
      <h2>Your spins</h2>
      {spins.length === 0 ? (
        <p>No spins yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Spin</th>
              <th>Bet</th>
              <th>Win</th>
              <th>Stops</th>
              <th>Nonce</th>
              <th>Verify</th>
            </tr>
          </thead>
          <tbody>
            {spins.map((s) => (
              <tr key={s.spin_id}>
                <td>
                  {s.spin_id}
                  {s.free_spin ? ' (free)' : ''}
                </td>
                <td>{formatMoney(s.cost)}</td>
                <td>{formatMoney(s.win)}</td>
                <td>{s.stops.join(' ')}</td>
                <td>{s.nonce}</td>
                <td>
                  <VerifyButton spin={s} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
