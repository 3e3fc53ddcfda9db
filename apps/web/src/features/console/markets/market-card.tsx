import type { ConsoleMarket } from '@bx/contract';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { ActionDialog } from './action-dialog.tsx';
import { useCommand } from './markets-api.ts';
import { TextField } from './text-field.tsx';
import { WinnersPicker } from './winners-picker.tsx';

type Dialog = 'result' | 'void' | 'remove' | 'delay' | null;

/** One market or fancy: its state and every operator command on it; the last command's answer is shown under it. */
export function MarketCard({ market }: { market: ConsoleMarket }) {
  const status = useCommand(api.admin.market.status);
  const result = useCommand(api.admin.market.result);
  const voided = useCommand(api.admin.market.void);
  const remove = useCommand(api.admin.market.removeRunner);
  const rollback = useCommand(api.admin.market.rollback);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const [winner, setWinner] = useState('');
  const [placed, setPlaced] = useState<number[]>([]);
  const [text, setText] = useState('');
  const [factor, setFactor] = useState('');
  const id = market.is_fancy ? { fancy_id: market.market_id } : { market_id: market.market_id };
  const closed = market.status === 'CLOSED';
  const active = market.runners.filter((r) => r.status !== 'REMOVED');
  const places = market.number_of_winners;
  const winners = places > 1 ? placed : [Number(winner || active[0]?.selection_id)];
  const kind = places > 1 ? `${market.market_type} · ${places} places` : market.market_type;

  const done = (answer: { message: string }) => {
    setNotice(answer.message);
    setDialog(null);
    setText('');
    setPlaced([]);
  };
  const fail = (error: Error) => setNotice(error.message);
  const open = (next: Dialog) => {
    [result, voided, remove, status].forEach((m) => m.reset());
    setDialog(next);
  };
  const setStatus = (body: Parameters<typeof api.admin.market.status>[0]) =>
    status.mutate({ ...id, ...body }, { onSuccess: done, onError: fail });

  return (
    <article className="market-card" aria-label={market.name}>
      <header>
        <strong>{market.name}</strong> <span className={`market-status status-${market.status.toLowerCase()}`}>{market.status}</span>
        {market.in_play && <span className="market-status">IN-PLAY</span>}
        <small>
          {kind} · stake {formatMoney(market.min_stack)}–{formatMoney(market.max_stack)} · delay {market.bet_delay}s
        </small>
      </header>
      {!market.is_fancy && (
        <p className="market-runners">{market.runners.map((r) => `${r.name}${r.status === 'REMOVED' ? ' (removed)' : ''}`).join(' · ')}</p>
      )}
      <div className="console-actions">
        {!closed && (
          <>
            <button type="button" disabled={market.status === 'OPEN'} onClick={() => setStatus({ status: 'OPEN' })}>
              Open
            </button>
            <button type="button" disabled={market.status === 'SUSPENDED'} onClick={() => setStatus({ status: 'SUSPENDED' })}>
              Suspend
            </button>
            <button type="button" disabled={market.status === 'INACTIVE'} onClick={() => setStatus({ status: 'INACTIVE' })}>
              Close
            </button>
            <button type="button" onClick={() => setStatus({ in_play: !market.in_play })}>
              {market.in_play ? 'Not in-play' : 'In-play'}
            </button>
            <button type="button" onClick={() => open('delay')}>
              Bet delay
            </button>
            {!market.is_fancy && (
              <button type="button" onClick={() => open('remove')}>
                Remove runner
              </button>
            )}
            <button type="button" onClick={() => open('result')}>
              Declare result
            </button>
            <button type="button" onClick={() => open('void')}>
              Void
            </button>
          </>
        )}
        {market.settled && (
          <button type="button" disabled={rollback.isPending} onClick={() => rollback.mutate(id, { onSuccess: done, onError: fail })}>
            Roll back
          </button>
        )}
      </div>
      {notice && (
        <p className="market-notice" role="status">
          {notice}
        </p>
      )}

      <ActionDialog
        open={dialog === 'result'}
        title={`Result: ${market.name}`}
        action="Declare"
        busy={result.isPending}
        error={result.error?.message}
        onClose={() => setDialog(null)}
        onSubmit={() =>
          result.mutate(market.is_fancy ? { ...id, result_run: text } : { ...id, winner_selection_ids: winners }, { onSuccess: done })
        }
      >
        {market.is_fancy ? (
          <TextField id={`run-${market.market_id}`} label="Result runs" inputMode="numeric" required value={text} onValue={setText} />
        ) : places > 1 ? (
          <WinnersPicker runners={active} places={places} value={placed} onChange={setPlaced} />
        ) : (
          <RunnerSelect runners={active} value={winner} onChange={setWinner} label="Winner" />
        )}
      </ActionDialog>
      <ActionDialog
        open={dialog === 'void'}
        title={`Void: ${market.name}`}
        action="Void"
        busy={voided.isPending}
        error={voided.error?.message}
        onClose={() => setDialog(null)}
        onSubmit={() => voided.mutate({ ...id, reason: text }, { onSuccess: done })}
      >
        <TextField id={`reason-${market.market_id}`} label="Reason" required maxLength={200} value={text} onValue={setText} />
      </ActionDialog>
      <ActionDialog
        open={dialog === 'remove'}
        title={`Remove runner: ${market.name}`}
        action="Remove"
        busy={remove.isPending}
        error={remove.error?.message}
        onClose={() => setDialog(null)}
        onSubmit={() =>
          remove.mutate(
            { market_id: market.market_id, selection_id: Number(winner || active[0]?.selection_id), reduction_factor: factor },
            { onSuccess: done },
          )
        }
      >
        <RunnerSelect runners={active} value={winner} onChange={setWinner} label="Runner" />
        <TextField
          id={`factor-${market.market_id}`}
          label="Reduction factor (%)"
          inputMode="decimal"
          required
          value={factor}
          onValue={setFactor}
        />
      </ActionDialog>
      <ActionDialog
        open={dialog === 'delay'}
        title={`Bet delay: ${market.name}`}
        action="Save"
        busy={status.isPending}
        error={status.error?.message}
        onClose={() => setDialog(null)}
        onSubmit={() => setStatus({ bet_delay: text })}
      >
        <TextField id={`delay-${market.market_id}`} label="Seconds (0-30)" inputMode="numeric" required value={text} onValue={setText} />
      </ActionDialog>
    </article>
  );
}

function RunnerSelect({
  runners,
  value,
  onChange,
  label,
}: {
  runners: ConsoleMarket['runners'];
  value: string;
  onChange(v: string): void;
  label: string;
}) {
  return (
    <label className="form-field">
      {label}
      <select aria-label={label} value={value || String(runners[0]?.selection_id ?? '')} onChange={(e) => onChange(e.target.value)}>
        {runners.map((r) => (
          <option key={r.selection_id} value={r.selection_id}>
            {r.name}
          </option>
        ))}
      </select>
    </label>
  );
}
