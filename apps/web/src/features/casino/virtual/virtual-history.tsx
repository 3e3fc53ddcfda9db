import type { VirtualHistoryItem, VirtualTableType } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardRow } from '../../../components/ui/card-face.tsx';
import { api, expectOk } from '../../../lib/api-client.ts';
import { resultName } from '../../../lib/casino-result-label.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { cardsInOrder } from '../table/table-cards.tsx';
import { verified, verifyRound } from '../round/verify-round.ts';

/** The verdict of one bet's Verify: recomputed in this browser from the revealed seed. */
function VerifyButton({ item }: { item: VirtualHistoryItem }) {
  const [verdict, setVerdict] = useState<string | null>(null);
  if (!item.server_seed) return <span className="muted">Rotate the seed pair to verify</span>;
  const seed = item.server_seed;
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const outcome = await verifyRound({
            type: item.type,
            cards: cardsInOrder(item.cards),
            serverSeed: seed,
            commitment: { serverSeedHash: item.server_seed_hash },
            clientSeed: item.client_seed,
            nonce: item.nonce,
          });
          setVerdict(verified(outcome) ? 'Verified' : 'Does not match');
        }}
      >
        Verify
      </button>
      {verdict && <span role="status"> {verdict}</span>}
    </>
  );
}

/** The caller's latest virtual bets on this table, each with Verify once its pair is rotated. */
export function VirtualHistory({ type }: { type: VirtualTableType }) {
  const { data = [] } = useQuery({
    queryKey: ['vcasino', 'history'],
    queryFn: async () => (await expectOk(api.vcasino.getHistory({ limit: 20 }))).data,
  });
  const rows = data.filter((h) => h.type === type);
  if (rows.length === 0) return null;
  // Six columns with a hand of cards are wider than a phone: the table scrolls in its own box, not the page.
  return (
    <div className="virtual-history-scroll">
      <table className="virtual-history" aria-label="Your virtual bets">
        <thead>
          <tr>
            <th>Nonce</th>
            <th>Cards</th>
            <th>Result</th>
            <th>Stake</th>
            <th>Win</th>
            <th>Fairness</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((h) => (
            <tr key={h.bet_id}>
              <td>{h.nonce}</td>
              <td>
                {/* Faces, not the wire codes: "8HH" is the 8 of spades (HH = spade, casino.md section 2), which a reader takes for hearts. */}
                <CardRow cards={cardsInOrder(h.cards)} size="small" />
              </td>
              <td>{resultName(type, h.result)}</td>
              <td>{formatMoney(h.stack)}</td>
              <td>{formatMoney(h.win)}</td>
              <td>
                <VerifyButton item={h} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
