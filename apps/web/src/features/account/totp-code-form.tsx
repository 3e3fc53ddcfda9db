import { useState } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { isTotpCode } from './totp-api.ts';

interface TotpCodeFormProps {
  id: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, shown at the code. */
  error: string | null;
  /** Also ask for the account's current password (switching two-step verification on). */
  withPassword?: boolean;
  /** The server's refusal of the password, shown at the password. */
  passwordError?: string | null;
  /** `password` is '' without `withPassword`. */
  onSubmit(code: string, password: string): void;
}

/** One 6-digit code from the authenticator app (and the password when asked), checked for shape before it is sent. */
export function TotpCodeForm({ id, submitLabel, busy, error, withPassword = false, passwordError = null, onSubmit }: TotpCodeFormProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [shapeError, setShapeError] = useState<string | null>(null);
  const [passwordMissing, setPasswordMissing] = useState<string | null>(null);
  const message = shapeError ?? error;
  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const codeProblem = isTotpCode(code) ? null : 'Enter the 6-digit code shown in your authenticator app.';
        const passwordProblem = withPassword && !password ? 'Enter your current password.' : null;
        setShapeError(codeProblem);
        setPasswordMissing(passwordProblem);
        if (codeProblem || passwordProblem) return;
        onSubmit(code.trim(), withPassword ? password : '');
      }}
    >
      {withPassword && (
        <FormField
          className="account-field"
          id={`${id}-password`}
          label="Current password"
          error={passwordMissing ?? passwordError}
          hint="The password you log in with, so that only you can turn this on."
        >
          {(field) => (
            <input
              {...field}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </FormField>
      )}
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
