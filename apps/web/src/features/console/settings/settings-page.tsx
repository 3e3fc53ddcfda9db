import { settingsUpdateRequest, type GlobalSetting } from '@bx/contract';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/ui/form-error.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useSaveSettings, useStoredSetting, type SettingsChange } from './settings-api.ts';
import { settingGroups } from './setting-fields.ts';
import { SettingInput } from './setting-input.tsx';
import { ThemePreview } from './theme-preview.tsx';
import { CasinoSportsSettings } from './casino-sports-settings.tsx';
import { DefaultButtonsSettings } from './default-buttons-settings.tsx';
import { FourEyesSettings } from './four-eyes-settings.tsx';
import { ProvidersSettings } from './providers-settings.tsx';
import './settings.css';

type Field = keyof GlobalSetting;

/** The fields the draft changed, checked by the same schema the server applies. */
function changesOf(stored: GlobalSetting, draft: GlobalSetting) {
  const changed = Object.fromEntries(Object.entries(draft).filter(([field, value]) => stored[field as Field] !== value));
  return settingsUpdateRequest.safeParse(changed);
}

/**
 * The console's Settings tab (admin): the global setting every customer sees, with the colours
 * previewed live; then the casino sports, the game providers, the default stake buttons and the four eyes rules,
 * each saved on its own.
 */
export function SettingsPage() {
  return (
    <div className="settings-tab">
      <GlobalSettingEditor />
      <CasinoSportsSettings />
      <ProvidersSettings />
      <DefaultButtonsSettings />
      <FourEyesSettings />
    </div>
  );
}

function GlobalSettingEditor() {
  const stored = useStoredSetting();
  // Here, not in the form: the form starts afresh after a save, and the "saved" state must outlive it.
  const save = useSaveSettings();
  if (!stored.data) return <p role={stored.error ? 'alert' : 'status'}>{stored.error?.message ?? 'Loading…'}</p>;
  // A fresh copy from the server (after a save) starts a fresh draft.
  return <SettingsForm key={stored.dataUpdatedAt} stored={stored.data} save={save} />;
}

function SettingsForm({ stored, save }: { stored: GlobalSetting; save: ReturnType<typeof useSaveSettings> }) {
  const [draft, setDraft] = useState(stored);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const unchanged = Object.entries(draft).every(([field, value]) => stored[field as Field] === value);

  const set = (field: Field, value: string) => {
    setDraft({ ...draft, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = changesOf(stored, draft);
    if (parsed.success) save.mutate(parsed.data as SettingsChange);
    else setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
  };

  return (
    <form className="console-settings" aria-label="Settings" onSubmit={submit} noValidate>
      {settingGroups.map((group) => (
        <fieldset key={group.title}>
          <legend>{group.title}</legend>
          {group.fields.map((def) => (
            <FormField
              key={def.field}
              id={`setting-${def.field}`}
              label={def.label}
              hint={def.hint}
              error={errors[def.field]}
              className="setting-field"
            >
              {(control) => <SettingInput def={def} control={control} value={draft[def.field]} onChange={(v) => set(def.field, v)} />}
            </FormField>
          ))}
          {group.title === 'Theme colours' && <ThemePreview draft={draft} />}
        </fieldset>
      ))}
      <FormError message={save.error?.message} />
      {save.isSuccess && unchanged && <p role="status">Settings saved.</p>}
      <div className="console-actions">
        <button type="submit" disabled={save.isPending || unchanged}>
          Save settings
        </button>
        <button type="button" disabled={unchanged} onClick={() => setDraft(stored)}>
          Undo changes
        </button>
      </div>
    </form>
  );
}
