import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '../../components/ui/form-error.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { failureMessage, login } from './auth-api.ts';
import { useCompleteLogin } from './use-complete-login.ts';

const loginForm = z.object({
  user_name: z.string().trim().min(1, 'Please enter your user name'),
  password: z.string().min(1, 'Please enter your password'),
  totp_code: z.string().trim().optional(),
});
type LoginForm = z.infer<typeof loginForm>;

/** Login: user name and password; the TOTP code field appears once the server asks for it. */
export function LoginPage() {
  const completeLogin = useCompleteLogin();
  const [needsCode, setNeedsCode] = useState(false);
  const [error, setError] = useState('');
  const { register, handleSubmit, formState } = useForm<LoginForm>({ resolver: zodResolver(loginForm) });

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    try {
      const answer = await login({ ...values, totp_code: needsCode ? values.totp_code : undefined });
      if (answer.status && answer.data) return completeLogin(answer.data);
      if (answer.code === 'TOTP_REQUIRED' || answer.code === 'TOTP_INVALID') setNeedsCode(true);
      setError(answer.message || 'Login failed.');
    } catch (e) {
      setError(failureMessage(e));
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Login">
      <h1>Login</h1>
      <FormField id="login-user" label="User Name" error={errors.user_name}>
        {(field) => <input {...field} autoComplete="username" {...register('user_name')} />}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password}>
        {(field) => <input {...field} type="password" autoComplete="current-password" {...register('password')} />}
      </FormField>
      {needsCode && (
        <FormField id="login-totp" label="Authenticator Code" error={errors.totp_code}>
          {(field) => <input {...field} inputMode="numeric" autoComplete="one-time-code" autoFocus {...register('totp_code')} />}
        </FormField>
      )}
      <FormError message={error} />
      <button className="btn btn-primary btn-block" type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Login'}
      </button>
      <p className="auth-switch">
        New here? <Link to="/auth/sign-up">Create an account</Link>
      </p>
    </form>
  );
}
