import { useState } from 'react';
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
      <div className="account-field">
        <label htmlFor={id}>Verification code</label>
        <input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
        {message && (
          <span className="field-error" role="alert">
            {message}
          </span>
        )}
      </div>
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
