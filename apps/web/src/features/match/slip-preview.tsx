import { formatMoney } from '../../lib/format-money.ts';
import { betEffect, fancyOutcome } from './bet-preview.ts';
import type { SlipTarget } from './bet-slip-store.ts';
import type { Market } from './match-detail-api.ts';

const signed = (v: number) => <span className={v >= 0 ? 'plus' : 'minus'}>{formatMoney(v)}</span>;

/** Before placing: each runner's win/loss now and after this bet, or a fancy's profit and liability. */
export function SlipPreview({ target, stake, market }: { target: SlipTarget; stake: number; market: Market | undefined }) {
  if (target.kind === 'fancy') {
    const { win, lose } = fancyOutcome(target.fancyType, target.isBack, target.rate, stake);
    const perRun = target.fancyType === 'METER' ? ' per run' : '';
    return (
      <dl className="slip-preview" aria-label="Bet preview">
        <dt>Profit</dt>
        <dd>
          {signed(win)}
          {perRun}
        </dd>
        <dt>Liability</dt>
        <dd>
          {signed(-lose)}
          {perRun}
        </dd>
      </dl>
    );
  }
  return (
    <table className="slip-preview" aria-label="Bet preview">
      <thead>
        <tr>
          <th scope="col">Runner</th>
          <th scope="col">Now</th>
          <th scope="col">If placed</th>
        </tr>
      </thead>
      <tbody>
        {(market?.runner_json ?? []).map((r) => (
          <tr key={r.selection_id}>
            <th scope="row">{r.name}</th>
            <td>{signed(r.win_loss)}</td>
            <td>{signed(r.win_loss + betEffect(target.isBack, target.odds, stake, r.selection_id === target.selectionId))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
