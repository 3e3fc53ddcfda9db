import { useState } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { isTotpCode } from './totp-api.ts';

interface TotpCodeFormProps {
  id: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit(code: string): void;
}

/** One 6-digit code from the authenticator app, checked for shape before it is sent. */
export function TotpCodeForm({ id, submitLabel, busy, error, onSubmit }: TotpCodeFormProps) {
  const [code, setCode] = useState('');
  const [shapeError, setShapeError] = useState<string | null>(null);
  const message = shapeError ?? error;
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!isTotpCode(code)) return setShapeError('Enter the 6-digit code shown in your authenticator app.');
        setShapeError(null);
        onSubmit(code.trim());
      }}
    >
      <FormField className="account-field" id={id} label="Verification code" error={message}>
        {(field) => (
          <input
            {...field}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </FormField>
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
