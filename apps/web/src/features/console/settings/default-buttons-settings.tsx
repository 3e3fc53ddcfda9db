import { MAX_BUTTON_ROWS, setButtonValueRequest, type ButtonType, type ButtonValue } from '@bx/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { ButtonValueRows, type DraftButton } from '../../../components/button-value-rows.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useDefaultButtons, useSaveDefaultButtons } from './admin-settings-api.ts';

const tabs: { type: ButtonType; label: string }[] = [
  { type: 'Game', label: 'Game Buttons' },
  { type: 'Casino', label: 'Casino Buttons' },
];

/** The quick-stake buttons of every customer who never set their own, in the customer's Set Button Value layout. */
export function DefaultButtonsSettings() {
  const { data, error } = useDefaultButtons();
  // Here, not in the form: a save starts a fresh form, and its "saved" state must outlive it.
  const save = useSaveDefaultButtons();
  return (
    <section className="console-settings settings-section" aria-labelledby="default-buttons-title">
      <h2 id="default-buttons-title">Default buttons</h2>
      {data ? (
        <DefaultButtonsForm key={JSON.stringify(data)} stored={data} save={save} />
      ) : (
        <p role={error ? 'alert' : 'status'}>{error?.message ?? 'Loading…'}</p>
      )}
    </section>
  );
}

function DefaultButtonsForm({ stored, save }: { stored: ButtonValue[]; save: ReturnType<typeof useSaveDefaultButtons> }) {
  const [rows, setRows] = useState<DraftButton[]>(stored);
  const [invalid, setInvalid] = useState<string | null>(null);
  const edit = (next: DraftButton[]) => {
    setRows(next);
    setInvalid(null);
  };
  const submit = () => {
    // The same schema the server applies: a bad row is named here, before anything is sent.
    const parsed = setButtonValueRequest.safeParse(rows.map((r) => ({ ...r, button_value: String(r.button_value) })));
    if (parsed.success) save.mutate(parsed.data);
    else
      setInvalid(parsed.error.issues.map((i) => `Row ${Number(i.path[0]) + 1}: ${String(i.path[1] ?? '')} ${i.message}`.trim()).join('; '));
  };
  return (
    <>
      <Tabs.Root defaultValue="Game" className="tabs">
        <Tabs.List className="tab-list" aria-label="Default button sets">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.type} value={t.type} className="tab">
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.type} value={t.type}>
            <ButtonValueRows rows={rows} type={t.type} onChange={edit} removable />
            <button
              type="button"
              disabled={rows.length >= MAX_BUTTON_ROWS}
              onClick={() => edit([...rows, { button_name: '', button_value: '', type: t.type }])}
            >
              Add {t.type.toLowerCase()} button
            </button>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <FormError message={invalid ?? save.error?.message} />
      {save.isSuccess && <p role="status">Default buttons saved.</p>}
      <div className="console-actions">
        <button type="button" disabled={save.isPending} onClick={submit}>
          Save default buttons
        </button>
      </div>
    </>
  );
}
