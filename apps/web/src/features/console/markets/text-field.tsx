import type { InputHTMLAttributes } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue(value: string): void;
}

/** A labelled input of the tab's forms, its value kept as text (the contract reads numbers from text). */
export function TextField({ id, label, value, onValue, ...rest }: TextFieldProps) {
  return (
    <FormField id={id} label={label}>
      {(field) => <input {...field} {...rest} value={value} onChange={(e) => onValue(e.target.value)} />}
    </FormField>
  );
}
