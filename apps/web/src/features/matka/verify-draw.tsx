import { useState } from 'react';
import { drawPanna } from '@bx/games';
import { api, expectOk } from '../../lib/api-client.ts';
import { sha256Hex, withFairStream } from '../../lib/fair-verify.ts';

/**
 * Verify in the browser (casino.md section 2): each revealed seed hashes to the hash published
 * before its draw, and the fair stream of that seed deals the panna shown.
 */
async function verify(marketId: number): Promise<string> {
  const draw = (await expectOk(api.matka.getDraw({ market_id: marketId }))).data;
  const lines: string[] = [];
  for (const [label, side] of [
    ['Open', draw.open],
    ['Close', draw.close],
  ] as const) {
    if (!side) continue;
    if (!side.server_seed || !side.result) {
      const commitment = side.previous_hash ? `hash ${side.previous_hash.slice(0, 12)}…` : `chain hash ${draw.chain_hash.slice(0, 12)}…`;
      lines.push(`${label}: not drawn yet (${commitment} published)`);
      continue;
    }
    const hashOk = (await sha256Hex(side.server_seed)) === side.previous_hash;
    const dealt = await withFairStream({ serverSeed: side.server_seed, clientSeed: draw.client_seed, nonce: side.nonce }, drawPanna);
    const resultOk = dealt === side.result;
    lines.push(
      `${label}: ${hashOk ? 'seed matches its hash' : 'SEED DOES NOT MATCH ITS HASH'}; stream deals ${dealt}${resultOk ? ' = result' : ` ≠ result ${side.result} (set by the operator)`}`,
    );
  }
  return lines.join(' · ');
}

export function VerifyDraw({ marketId }: { marketId: number }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <span className="matka-verify">
      <button
        type="button"
        onClick={() => {
          setText('Checking…');
          verify(marketId).then(setText, (e: Error) => setText(e.message));
        }}
      >
        Verify
      </button>
      {text && <small role="status">{text}</small>}
    </span>
  );
}
