import type { FieldControl } from '../../../components/ui/form-field.tsx';
import type { SettingField } from './setting-fields.ts';

interface SettingInputProps {
  def: SettingField;
  control: FieldControl;
  value: string;
  onChange(value: string): void;
}

const HEX6 = /^#[0-9a-f]{6}$/i;

/** The control of one setting, by its kind: a text, a '0'/'1' switch, a colour with its picker, a link or picture URL. */
export function SettingInput({ def, control, value, onChange }: SettingInputProps) {
  switch (def.kind) {
    case 'long':
      return <textarea {...control} rows={2} maxLength={1000} value={value} onChange={(e) => onChange(e.target.value)} />;
    case 'flag':
      return <input {...control} type="checkbox" checked={value === '1'} onChange={(e) => onChange(e.target.checked ? '1' : '0')} />;
    case 'colour':
      return (
        <span className="setting-colour">
          {/* The picker takes only #rrggbb; the text beside it also takes #rgb and #rrggbbaa. */}
          <input
            type="color"
            aria-label={`${def.label} picker`}
            value={HEX6.test(value) ? value : '#000000'}
            onChange={(e) => onChange(e.target.value)}
          />
          <input {...control} placeholder="default" size={9} value={value} onChange={(e) => onChange(e.target.value.trim())} />
        </span>
      );
    case 'image':
      return (
        <span className="setting-image">
          <input {...control} type="text" inputMode="url" value={value} onChange={(e) => onChange(e.target.value)} />
          {value && <img src={value} alt="" />}
        </span>
      );
    default:
      return <input {...control} type={def.kind === 'url' ? 'url' : 'text'} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}
