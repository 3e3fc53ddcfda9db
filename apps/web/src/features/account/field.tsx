import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: { type?: string; message?: string };
  hint?: string;
  children: ReactNode;
}

/** A contract message like "must be more than 0" reads as "Amount must be more than 0". */
const sentence = (label: string, message: string) => (/^[a-z]/.test(message) ? `${label} ${message}` : message);

/** A labelled input with its message underneath, linked for screen readers. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && <small className="account-hint">{hint}</small>}
      {error?.message && (
        <span className="field-error" id={`${id}-error`} role="alert" data-error-type={error.type}>
          {sentence(label, error.message)}
        </span>
      )}
    </div>
  );
}
