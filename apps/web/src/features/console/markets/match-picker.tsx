import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { ActionDialog } from './action-dialog.tsx';
import { useCommand, useMatches, useSeries, useSports } from './markets-api.ts';
import { TextField } from './text-field.tsx';

interface MatchPickerProps {
  matchId: number | null;
  onMatch(matchId: number | null): void;
}

/** Sport and match to work on, and a new match under a series of the sport. */
export function MatchPicker({ matchId, onMatch }: MatchPickerProps) {
  const sports = useSports();
  const [sportId, setSportId] = useState(4);
  const matches = useMatches(sportId);
  const series = useSeries(sportId);
  const create = useCommand(api.admin.match.create);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [seriesId, setSeriesId] = useState('');
  const [openDate, setOpenDate] = useState('');

  const close = () => {
    create.reset();
    setOpen(false);
  };
  const submit = () =>
    create.mutate(
      { sport_id: sportId, series_id: seriesId, name, open_date: new Date(openDate).toISOString() },
      {
        onSuccess: (answer) => {
          onMatch(answer.data.match_id);
          setName('');
          close();
        },
      },
    );

  return (
    <section className="markets-picker" aria-label="Match">
      <label>
        Sport
        <select value={sportId} onChange={(e) => (setSportId(Number(e.target.value)), onMatch(null))}>
          {(sports.data ?? []).map((s) => (
            <option key={s.sport_id} value={s.sport_id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Match
        <select value={matchId ?? ''} onChange={(e) => onMatch(e.target.value ? Number(e.target.value) : null)}>
          <option value="">Choose a match</option>
          {(matches.data ?? []).map((m) => (
            <option key={m.match_id} value={m.match_id}>
              {m.name} ({m.status})
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        New match
      </button>
      <ActionDialog
        open={open}
        title="New match"
        action="Create match"
        busy={create.isPending}
        error={create.error?.message}
        onSubmit={submit}
        onClose={close}
      >
        <label className="form-field">
          Series
          <select required value={seriesId} onChange={(e) => setSeriesId(e.target.value)} aria-label="Series">
            <option value="">Choose a series</option>
            {(series.data ?? []).map((s) => (
              <option key={s.series_id} value={s.series_id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <TextField id="match-name" label="Name" required maxLength={120} value={name} onValue={setName} />
        <TextField id="match-open" label="Starts" type="datetime-local" required value={openDate} onValue={setOpenDate} />
      </ActionDialog>
    </section>
  );
}
