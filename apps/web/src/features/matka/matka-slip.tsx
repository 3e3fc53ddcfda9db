import { useState } from 'react';
import type { MatkaBetType, MatkaMarket } from '@bx/contract';
import { isPanna, pannaKind, pannaOf } from '@bx/games';
import { api } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { queryClient } from '../../lib/query-client.ts';
import { refreshBalance } from '../../lib/query-keys.ts';
import { matkaBetsKey } from './matka-api.ts';

/** Each kind with its return per 1 staked (casino.md: single 9.5x ... full sangam 10000x). */
const KINDS: { type: MatkaBetType; label: string; returns: number; sided: boolean }[] = [
  { type: 'single', label: 'Single', returns: 9.5, sided: true },
  { type: 'jodi', label: 'Jodi', returns: 95, sided: false },
  { type: 'single_panna', label: 'Single panna', returns: 140, sided: true },
  { type: 'double_panna', label: 'Double panna', returns: 280, sided: true },
  { type: 'triple_panna', label: 'Triple panna', returns: 700, sided: true },
  { type: 'half_sangam', label: 'Half sangam', returns: 1000, sided: false },
  { type: 'full_sangam', label: 'Full sangam', returns: 10000, sided: false },
];

/** What a stake returns if it wins, as the server pays it: the stake back and its profit at the kind's rate per 100, in whole paise. */
function returnsOf(stake: number, returns: number): number {
  const paise = Math.round(stake * 100);
  return (paise + Math.floor((paise * Math.round((returns - 1) * 100)) / 100)) / 100;
}

/** How many digits each kind takes, and how they read as the bet's digits. */
function digitsOf(type: MatkaBetType, picked: number[], openPanna: boolean): string {
  const p = (xs: number[]) => pannaOf(xs);
  switch (type) {
    case 'single':
      return picked.join('');
    case 'jodi':
      return picked.join('');
    case 'half_sangam':
      return openPanna ? `${p(picked.slice(0, 3))}-${picked.slice(3).join('')}` : `${picked.slice(0, 1).join('')}-${p(picked.slice(1))}`;
    case 'full_sangam':
      return `${p(picked.slice(0, 3))}-${p(picked.slice(3))}`;
    default:
      return p(picked);
  }
}

const needed: Record<MatkaBetType, number> = {
  single: 1,
  jodi: 2,
  single_panna: 3,
  double_panna: 3,
  triple_panna: 3,
  half_sangam: 4,
  full_sangam: 6,
};

function newRef(): string {
  return `matka-${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36)}`;
}

/** The matka slip: pick a kind and side, tap digits (pannas are sorted for you), stake, place. */
export function MatkaSlip({ market }: { market: MatkaMarket }) {
  const afterOpen = market.status !== 'OPEN';
  const kinds = KINDS.filter((k) => (market.starline || afterOpen ? k.sided : true));
  const [type, setType] = useState<MatkaBetType>(afterOpen ? 'single' : 'jodi');
  const [side, setSide] = useState<'open' | 'close'>(afterOpen ? 'close' : 'open');
  const [picked, setPicked] = useState<number[]>([]);
  const [openPanna, setOpenPanna] = useState(true);
  const [stake, setStake] = useState('10');
  const [message, setMessage] = useState<string | null>(null);
  const [clientRef, setClientRef] = useState(newRef);
  const kind = KINDS.find((k) => k.type === type)!;
  const complete = picked.length === needed[type];
  const digits = complete ? digitsOf(type, picked, openPanna) : picked.join('');
  const pannaHint =
    complete && type.endsWith('_panna') && (!isPanna(digits) || `${pannaKind(digits)}_panna` !== type)
      ? `${digits} is not a ${kind.label.toLowerCase()}`
      : null;
  const place = async () => {
    const answer = await api.matka.placeBet({
      market_id: market.market_id,
      bet_type: type,
      side: kind.sided ? (market.starline ? 'open' : side) : undefined,
      digits,
      stack: Number(stake),
      client_ref: clientRef,
    });
    setMessage(answer.message);
    if (answer.status) {
      setPicked([]);
      setClientRef(newRef());
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: matkaBetsKey });
    }
  };
  // The last answer is about the bet as it was: any change to the slip takes it away.
  const edit = (change: () => void) => {
    setMessage(null);
    change();
  };
  const amount = Number(stake);
  return (
    <form
      className="matka-slip"
      aria-label="Matka bet slip"
      onSubmit={(e) => {
        e.preventDefault();
        void place();
      }}
    >
      <div className="matka-kinds" role="radiogroup" aria-label="Bet kind">
        {kinds.map((k) => (
          <button
            type="button"
            key={k.type}
            role="radio"
            aria-checked={k.type === type}
            onClick={() =>
              edit(() => {
                setType(k.type);
                setPicked([]);
              })
            }
          >
            {k.label} <small>{k.returns}x</small>
          </button>
        ))}
      </div>
      {kind.sided && !market.starline && (
        <div className="matka-sides" role="radiogroup" aria-label="Side">
          {(['open', 'close'] as const).map((s) => (
            <button
              type="button"
              key={s}
              role="radio"
              aria-checked={side === s}
              disabled={s === 'open' && afterOpen}
              onClick={() => edit(() => setSide(s))}
            >
              {s === 'open' ? 'Open' : 'Close'}
            </button>
          ))}
        </div>
      )}
      {type === 'half_sangam' && (
        <label>
          <input type="checkbox" checked={openPanna} onChange={(e) => edit(() => setOpenPanna(e.target.checked))} /> Open panna with close
          digit
        </label>
      )}
      <div className="matka-pad" aria-label="Digits">
        {[1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((d) => (
          <button type="button" key={d} disabled={complete} onClick={() => edit(() => setPicked([...picked, d]))}>
            {d}
          </button>
        ))}
        <button type="button" onClick={() => edit(() => setPicked([]))}>
          Clear
        </button>
      </div>
      <p className="matka-digits" aria-label="Your digits">
        {digits || '—'} {pannaHint && <em>{pannaHint}</em>}
      </p>
      <label>
        Stake
        <input aria-label="Stake" inputMode="decimal" value={stake} onChange={(e) => edit(() => setStake(e.target.value))} />
      </label>
      {amount > 0 && (
        <p className="matka-returns">
          Returns {formatMoney(returnsOf(amount, kind.returns))} if it wins ({kind.returns}x)
        </p>
      )}
      <button type="submit" disabled={!complete || pannaHint !== null || !(amount > 0)}>
        Place bet
      </button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}
