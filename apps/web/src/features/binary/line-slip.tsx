import { useState } from 'react';
import type { BinarySession } from '@bx/contract';
import { api } from '../../lib/api-client.ts';
import { refreshBalance } from '../../lib/query-keys.ts';
import { formatLevel } from './binary-api.ts';

export interface SlipLine {
  fancyId: number;
  yes: boolean;
  run: number;
  rate: number;
}

function newRef(): string {
  return `binary-${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36)}`;
}

/**
 * The bet slip of one line: YES wins stake x rate / 100 if the settlement price is at or above
 * the line, NO wins the stake if it is below (and loses stake x rate / 100). One client_ref per
 * slip, so a double press places one bet.
 */
export function LineSlip({ session, line, onDone }: { session: BinarySession; line: SlipLine; onDone: () => void }) {
  const [stake, setStake] = useState('100');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [clientRef] = useState(newRef);
  const amount = Number(stake);
  const level = formatLevel(session, line.run);
  const win = line.yes ? (amount * line.rate) / 100 : amount;
  const lose = line.yes ? amount : (amount * line.rate) / 100;
  const place = async () => {
    setBusy(true);
    const answer = await api.bet.placeFancyBet({
      match_id: session.match_id!,
      fancy_id: line.fancyId,
      is_back: line.yes,
      run: line.run,
      size: line.rate,
      stack: amount,
      client_ref: clientRef,
    });
    setBusy(false);
    setMessage(answer.message);
    if (answer.status) {
      void refreshBalance();
      onDone();
    }
  };
  return (
    <form
      className={line.yes ? 'binary-slip yes' : 'binary-slip no'}
      aria-label="Bet slip"
      onSubmit={(e) => {
        e.preventDefault();
        void place();
      }}
    >
      <p>
        <strong>{line.yes ? 'YES' : 'NO'}</strong> {session.instrument} {line.yes ? 'at or above' : 'below'} {level} · rate {line.rate}
      </p>
      <label>
        Stake
        <input inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} aria-label="Stake" />
      </label>
      <p className="binary-slip-outcome">
        Win {Number.isFinite(win) ? win.toFixed(2) : '-'} · Lose {Number.isFinite(lose) ? lose.toFixed(2) : '-'}
      </p>
      <button type="submit" disabled={busy || !(amount > 0)}>
        Place bet
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}
