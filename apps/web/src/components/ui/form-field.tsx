import type { ReactNode } from 'react';

/** What the control inside a field needs to be tied to its label and message. */
export interface FieldControl {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** A message, or react-hook-form's field error. */
  error?: string | { type?: string; message?: string } | null;
  /** Shown while there is no error. */
  hint?: string;
  /** The look of the form it sits in (auth's `form-field`, account's `account-field`). */
  className?: string;
  children(control: FieldControl): ReactNode;
}

/** A contract message like "must be more than 0" reads as "Amount must be more than 0". */
const sentence = (label: string, message: string) => (/^[a-z]/.test(message) ? `${label} ${message}` : message);

/** A labelled control with its hint or error underneath, linked for screen readers. */
export function FormField({ id, label, error, hint, className = 'form-field', children }: FormFieldProps) {
  const message = typeof error === 'string' ? error : error?.message;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!message, 'aria-describedby': message ? errorId : undefined })}
      {hint && !message && <small className="field-hint">{hint}</small>}
      {message && (
        <span className="field-error" id={errorId} role="alert" data-error-type={typeof error === 'object' ? error?.type : undefined}>
          {sentence(label, message)}
        </span>
      )}
    </div>
  );
}
