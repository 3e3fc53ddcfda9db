import { countries } from '@bx/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '../../components/ui/form-error.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { failureMessage, signUp } from './auth-api.ts';
import { dialCodeOf, signUpForm, type SignUpForm } from './sign-up-form.ts';
import { useCompleteLogin } from './use-complete-login.ts';

/** Sign-up (open without login at #/auth/sign-up); a successful sign-up logs the user in. */
export function SignUpPage() {
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState('');
  const { register, handleSubmit, control, formState } = useForm<SignUpForm>({
    resolver: zodResolver(signUpForm),
    defaultValues: { country_code: countries[0]?.code ?? 'IN' },
  });
  const dialCode = dialCodeOf(useWatch({ control, name: 'country_code' }));

  const onSubmit = handleSubmit(async (values) => {
    setError('');
    try {
      const answer = await signUp({ ...values, dial_code: dialCodeOf(values.country_code) });
      if (answer.status && answer.data) return completeLogin(answer.data);
      setError(answer.message || 'Sign up failed.');
    } catch (e) {
      setError(failureMessage(e));
    }
  });

  const { errors, isSubmitting } = formState;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Sign up">
      <h1>Sign Up</h1>
      <FormField id="signup-name" label="Name" error={errors.name}>
        {(field) => <input {...field} autoComplete="name" {...register('name')} />}
      </FormField>
      <FormField id="signup-user" label="User Name" error={errors.user_name}>
        {(field) => <input {...field} autoComplete="username" {...register('user_name')} />}
      </FormField>
      <FormField id="signup-mobile" label="Mobile" error={errors.country_code ?? errors.mobile}>
        {(field) => (
          <div className="dial-row">
            <select aria-label="Country" {...register('country_code')}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.flag} {c.name} ({c.dial_code})
                </option>
              ))}
            </select>
            <span className="dial-code" aria-label="Dial code">
              {dialCode}
            </span>
            <input {...field} inputMode="tel" autoComplete="tel-national" {...register('mobile')} />
          </div>
        )}
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password}>
        {(field) => <input {...field} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <FormField id="signup-confirm" label="Confirm Password" error={errors.confirm_password}>
        {(field) => <input {...field} type="password" autoComplete="new-password" {...register('confirm_password')} />}
      </FormField>
      <FormError message={error} />
      <button className="btn btn-primary btn-block" type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Sign Up'}
      </button>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Login</Link>
      </p>
    </form>
  );
}
