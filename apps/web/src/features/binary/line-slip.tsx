import { useState } from 'react';
import type { BinarySession } from '@bx/contract';
import { api } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshBalance } from '../../lib/query-keys.ts';
import { binarySessionsKey, formatLevel } from './binary-api.ts';

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
 * slip, so a double press places one bet. A refusal because the quote moved carries the new one:
 * the slip takes it and says so, so the next press sends the rate now quoted (as the sports slip
 * does), not the old one again.
 */
export function LineSlip({ session, line, onDone }: { session: BinarySession; line: SlipLine; onDone: (placed: string) => void }) {
  const [stake, setStake] = useState('100');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [clientRef] = useState(newRef);
  const [quote, setQuote] = useState({ run: line.run, rate: line.rate });
  const amount = Number(stake);
  const level = formatLevel(session, quote.run);
  const win = line.yes ? (amount * quote.rate) / 100 : amount;
  const lose = line.yes ? amount : (amount * quote.rate) / 100;
  const place = async () => {
    setBusy(true);
    // The last answer goes while this one is on its way: what shows is always this press's.
    setMessage(null);
    const answer = await api.bet.placeFancyBet({
      match_id: session.match_id!,
      fancy_id: line.fancyId,
      is_back: line.yes,
      run: quote.run,
      size: quote.rate,
      stack: amount,
      client_ref: clientRef,
    });
    setBusy(false);
    if (answer.status) {
      setMessage(answer.message);
      void refreshBalance();
      onDone(
        `Bet placed: ${line.yes ? 'YES' : 'NO'} ${session.instrument} ${line.yes ? 'at or above' : 'below'} ${level}, ${formatMoney(amount)} at rate ${quote.rate}.`,
      );
      return;
    }
    // A refusal usually means the line moved or paused: show the lines as they are now, not at the last poll.
    void queryClient.invalidateQueries({ queryKey: binarySessionsKey });
    if ('quote' in answer && answer.quote) {
      const now = answer.quote;
      setQuote({ run: now.run ?? quote.run, rate: now.rate });
      setMessage(`${answer.message} Check the new ${answer.code === 'RUN_CHANGED' ? 'line' : 'rate'} and place again.`);
      return;
    }
    setMessage(answer.message);
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
        <strong>{line.yes ? 'YES' : 'NO'}</strong> {session.instrument} {line.yes ? 'at or above' : 'below'} {level} · rate {quote.rate}
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
