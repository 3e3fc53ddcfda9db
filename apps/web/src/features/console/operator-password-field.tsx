import { FormField } from '../../components/ui/form-field.tsx';

interface OperatorPasswordFieldProps {
  id: string;
  value: string;
  onChange(value: string): void;
}

/** "Your password": the operator's own password, which the server re-checks before moving money. */
export function OperatorPasswordField({ id, value, onChange }: OperatorPasswordFieldProps) {
  return (
    <FormField id={id} label="Your password">
      {(field) => (
        <input
          {...field}
          type="password"
          autoComplete="current-password"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}
