import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { ActionDialog } from './action-dialog.tsx';
import { useCommand } from './markets-api.ts';
import { TextField } from './text-field.tsx';

const MARKET_TYPES = ['MATCH_ODDS', 'BOOKMAKER', 'WIN', 'PLACE', 'OVER_UNDER', 'OTHER'] as const;
const FANCY_TYPES = ['SESSION', 'KHADO', 'METER', 'ODD_EVEN'] as const;

interface NewMarketDialogProps {
  matchId: number;
  /** Which form is open: a runner market, a fancy, or none. */
  kind: 'market' | 'fancy' | null;
  onClose(): void;
}

/** A runner market (one runner per line) or a fancy with its first YES/NO quote; stake limits and bet delay optional. */
export function NewMarketDialog({ matchId, kind, onClose }: NewMarketDialogProps) {
  const market = useCommand(api.admin.market.create);
  const fancy = useCommand(api.admin.fancy.create);
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [runners, setRunners] = useState('');
  const [yes, setYes] = useState('');
  const [no, setNo] = useState('');
  const [minStack, setMinStack] = useState('');
  const [maxStack, setMaxStack] = useState('');
  const [delay, setDelay] = useState('');
  const [places, setPlaces] = useState('');
  const command = kind === 'fancy' ? fancy : market;
  const optional = (v: string) => (v.trim() === '' ? undefined : v);
  const limits = { min_stack: optional(minStack), max_stack: optional(maxStack), bet_delay: optional(delay) };

  const close = () => {
    market.reset();
    fancy.reset();
    setName('');
    setRunners('');
    onClose();
  };
  const submit = () => {
    if (kind === 'fancy') {
      const fancyType = (type || 'SESSION') as (typeof FANCY_TYPES)[number];
      const quote = { session_value_yes: yes, session_size_yes: 100, session_value_no: no, session_size_no: 100 };
      fancy.mutate({ match_id: matchId, name, fancy_type: fancyType, ...quote, ...limits }, { onSuccess: close });
    } else {
      const marketType = (type || 'MATCH_ODDS') as (typeof MARKET_TYPES)[number];
      const list = runners
        .split('\n')
        .map((r) => r.trim())
        .filter(Boolean)
        .map((r) => ({ name: r }));
      // Only a PLACE market has several winners; left empty it has one (api.md's default).
      const winners = marketType === 'PLACE' ? { number_of_winners: optional(places) } : {};
      market.mutate({ match_id: matchId, name, market_type: marketType, runners: list, ...limits, ...winners }, { onSuccess: close });
    }
  };

  const types = kind === 'fancy' ? FANCY_TYPES : MARKET_TYPES;
  return (
    <ActionDialog
      open={kind !== null}
      title={kind === 'fancy' ? 'New fancy' : 'New market'}
      action="Create"
      busy={command.isPending}
      error={command.error?.message}
      onSubmit={submit}
      onClose={close}
    >
      <TextField id="market-name" label="Name" required maxLength={120} value={name} onValue={setName} />
      <label className="form-field">
        Type
        <select value={type || types[0]} onChange={(e) => setType(e.target.value)} aria-label="Type">
          {types.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      {kind === 'fancy' ? (
        <>
          <TextField id="fancy-yes" label="YES runs" inputMode="numeric" required value={yes} onValue={setYes} />
          <TextField id="fancy-no" label="NO runs" inputMode="numeric" required value={no} onValue={setNo} />
        </>
      ) : (
        <label className="form-field" htmlFor="market-runners">
          Runners (one per line)
          <textarea id="market-runners" required rows={3} value={runners} onChange={(e) => setRunners(e.target.value)} />
        </label>
      )}
      {type === 'PLACE' && <TextField id="market-places" label="Places (winners)" inputMode="numeric" value={places} onValue={setPlaces} />}
      <TextField id="market-min" label="Min stake" inputMode="decimal" value={minStack} onValue={setMinStack} />
      <TextField id="market-max" label="Max stake" inputMode="decimal" value={maxStack} onValue={setMaxStack} />
      <TextField id="market-delay" label="Bet delay (s)" inputMode="numeric" value={delay} onValue={setDelay} />
    </ActionDialog>
  );
}
