import { settingsUpdateRequest, type FourEyesSetting } from '@bx/contract';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/form-error.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useFourEyes, useSaveFourEyes } from './admin-settings-api.ts';

/** Four eyes: which operator actions wait for a second operator's approval. Never part of the public setting. */
export function FourEyesSettings() {
  const { data, error } = useFourEyes();
  // Here, not in the form: a save starts a fresh form, and its "saved" state must outlive it.
  const save = useSaveFourEyes();
  return (
    <section className="console-settings settings-section" aria-labelledby="four-eyes-title">
      <h2 id="four-eyes-title">Four eyes</h2>
      {data ? (
        <FourEyesForm key={JSON.stringify(data)} stored={data} save={save} />
      ) : (
        <p role={error ? 'alert' : 'status'}>{error?.message ?? 'Loading…'}</p>
      )}
    </section>
  );
}

function FourEyesForm({ stored, save }: { stored: FourEyesSetting; save: ReturnType<typeof useSaveFourEyes> }) {
  const [threshold, setThreshold] = useState(String(stored.four_eyes_credit_threshold));
  const [rollback, setRollback] = useState(stored.four_eyes_rollback === '1');
  const [invalid, setInvalid] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = settingsUpdateRequest.safeParse({ four_eyes_credit_threshold: threshold, four_eyes_rollback: rollback ? '1' : '0' });
    if (parsed.success) save.mutate(parsed.data as FourEyesSetting);
    else setInvalid(parsed.error.issues[0]?.message);
  };
  return (
    <form className="setting-fields" aria-label="Four eyes" onSubmit={submit} noValidate>
      <FormField
        id="four-eyes-threshold"
        label="Credit threshold (₹)"
        hint="Chips or a credit above this wait for a second operator; 0 = off."
        error={invalid}
        className="setting-field"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={threshold}
            onChange={(e) => {
              setThreshold(e.target.value);
              setInvalid(undefined);
            }}
          />
        )}
      </FormField>
      <label className="setting-check">
        <input type="checkbox" checked={rollback} onChange={(e) => setRollback(e.target.checked)} />
        Every rollback waits for a second operator
      </label>
      <FormError message={save.error?.message} />
      {save.isSuccess && (
        <p role="status">
          {/* Loosening a rule waits for a second admin: the answer says so. */}
          {'approval_id' in save.data.data ? save.data.message : 'Four eyes rules saved.'}
        </p>
      )}
      <div className="console-actions">
        <button type="submit" disabled={save.isPending}>
          Save four eyes rules
        </button>
      </div>
    </form>
  );
}
