import { fancyStreamKey } from '@bx/contract';
import { memo } from 'react';
import { FancyBookButton } from './fancy-book-button.tsx';
import { formatPrice } from './format-price.ts';
import { useBetSlip } from './bet-slip-store.ts';
import type { Fancy } from './match-detail-api.ts';
import { useLiveFancy } from './use-live-market.ts';
import { WinLoss } from './win-loss.tsx';

interface Quote {
  run: number | null;
  rate: number | null;
}

/**
 * The two sides of a fancy as the customer bets them: No/Even (pink) and Yes/Odd (blue). Session
 * and meter quote a run; a khado may quote a yes line, the start its slip offers (the customer may
 * change it); odd/even has none.
 */
function sides(f: Fancy): { no: Quote | null; yes: Quote; names: [string, string] } {
  const runs = f.fancy_type === 'SESSION' || f.fancy_type === 'METER' || f.fancy_type === 'KHADO';
  const yes = { run: runs ? f.session_value_yes : null, rate: f.session_size_yes };
  if (f.fancy_type === 'KHADO') return { no: null, yes, names: ['No', 'Yes'] };
  const no = { run: runs ? f.session_value_no : null, rate: f.session_size_no };
  return { no, yes, names: f.fancy_type === 'ODD_EVEN' ? ['Even', 'Odd'] : ['No', 'Yes'] };
}

interface FancyRowProps {
  matchId: number;
  fancy: Fancy;
  /** The caller has matched bets on this fancy: show the "Book" button. */
  hasBets: boolean;
}

/** One fancy, live from the match's fancy stream; a click opens the fancy slip at the quoted run and rate. */
export const FancyRow = memo(function FancyRow({ matchId, fancy, hasBets }: FancyRowProps) {
  const live = useLiveFancy(fancyStreamKey(matchId), fancy.fancy_id);
  const open = useBetSlip((s) => s.open);
  const f: Fancy = live ? { ...fancy, ...live } : fancy;
  const { no, yes, names } = sides(f);
  const blocked = f.status !== 'OPEN';
  const pick = (isBack: boolean, q: Quote) =>
    open({
      kind: 'fancy',
      matchId,
      fancyId: f.fancy_id,
      fancyType: f.fancy_type,
      name: f.name,
      isBack,
      run: q.run ?? 0,
      rate: q.rate ?? 0,
      minStack: f.min_stack,
      maxStack: f.max_stack,
    });
  const cell = (isBack: boolean, q: Quote | null, name: string) => (
    <td className={`price ${isBack ? 'back' : 'lay'} best`}>
      {q && q.rate !== null ? (
        <button type="button" aria-label={`${name} ${f.name} at ${formatPrice(q.run ?? q.rate)}`} onClick={() => pick(isBack, q)}>
          <b>{formatPrice(q.run ?? q.rate)}</b>
          {q.run !== null && <small>{formatPrice(q.rate)}</small>}
        </button>
      ) : (
        <span className="price-empty">-</span>
      )}
    </td>
  );
  return (
    <tr>
      <th scope="row" className="runner-col">
        <span className="runner-name">{f.name}</span>
        {f.fancy_type === 'KHADO' && f.khado_width !== null && <span className="fancy-note">width {f.khado_width}</span>}
        {hasBets && <FancyBookButton fancyId={f.fancy_id} name={f.name} />}
        <WinLoss value={f.exposure ? -Math.abs(f.exposure) : 0} label={`Exposure on ${f.name}`} />
      </th>
      {blocked ? (
        <td colSpan={2} className="fancy-closed" role="status">
          {f.status === 'CLOSED' ? 'CLOSED' : 'SUSPENDED'}
        </td>
      ) : (
        <>
          {cell(false, no, names[0])}
          {cell(true, yes, names[1])}
        </>
      )}
    </tr>
  );
});
