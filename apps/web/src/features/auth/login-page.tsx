import { useState, type FormEvent } from 'react';
import { FormError } from '../../components/ui/form-error.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { failureMessage, login } from './auth-api.ts';
import { useCompleteLoginByHash } from './complete-login.ts';

interface LoginForm {
  user_name: string;
  password: string;
  totp_code: string;
}
type FieldErrors = Partial<Record<keyof LoginForm, string>>;

/**
 * Each field's message, or none when the values pass. Plain checks, not a zod schema: zod would
 * be most of this first page's script, for two "required" rules.
 */
function check(values: LoginForm): FieldErrors {
  const errors: FieldErrors = {};
  if (values.user_name.trim() === '') errors.user_name = 'Please enter your user name';
  if (values.password === '') errors.password = 'Please enter your password';
  return errors;
}

/**
 * Login: user name and password; the TOTP code field appears once the server asks for it.
 * Plain state rather than a form library: this screen is the first page, and its weight counts.
 * Like the other forms, fields are checked on submit, then again on each change. It needs no
 * router (hash links and navigation): it is also the first screen, shown before the router loads.
 */
export function LoginPage() {
  const completeLogin = useCompleteLoginByHash();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState('');
  const [values, setValues] = useState<LoginForm>({ user_name: '', password: '', totp_code: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const change = (field: keyof LoginForm) => (e: { target: { value: string } }) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    // A new attempt: the last answer's message no longer applies, whatever this one finds.
    setError('');
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const parsed = { ...values, user_name: values.user_name.trim(), totp_code: values.totp_code.trim() };
    setSubmitting(true);
    try {
      const answer = await login({ ...parsed, totp_code: needsCode ? parsed.totp_code : undefined });
      if (answer.status && answer.data) return completeLogin(answer.data);
      if (answer.code === 'TOTP_REQUIRED' || answer.code === 'TOTP_INVALID') setNeedsCode(true);
      setError(answer.message || 'Login failed.');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Login">
      <h1>Login</h1>
      <FormField id="login-user" label="User Name" error={errors.user_name}>
        {(field) => <input {...field} name="user_name" autoComplete="username" value={values.user_name} onChange={change('user_name')} />}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password}>
        {(field) => (
          <input
            {...field}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
          />
        )}
      </FormField>
      {needsCode && (
        <FormField id="login-totp" label="Authenticator Code" error={errors.totp_code}>
          {(field) => (
            <input
              {...field}
              name="totp_code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              value={values.totp_code}
              onChange={change('totp_code')}
            />
          )}
        </FormField>
      )}
      <FormError message={error} />
      <button className="btn btn-primary btn-block" type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Login'}
      </button>
      <p className="auth-switch">
        New here? <a href="#/auth/sign-up">Create an account</a>
      </p>
    </form>
  );
}
