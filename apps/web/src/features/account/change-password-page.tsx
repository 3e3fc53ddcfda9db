import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormError } from '../../components/ui/form-error.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { api } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { landingPath } from '../../lib/operator-role.ts';
import { changePasswordLabels as labels, changePasswordResolver, refusalField, type ChangePasswordValues } from './change-password-form.ts';
import './account.css';

type Name = keyof ChangePasswordValues;
const fields: { name: Name; autoComplete: string; hint?: string }[] = [
  { name: 'master_password', autoComplete: 'current-password' },
  { name: 'old_password', autoComplete: 'off', hint: 'Optional' },
  {
    name: 'new_password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters: letters, digits and @$!%*#?&, with a letter and a digit.',
  },
  { name: 'confirm_password', autoComplete: 'new-password' },
];

/** setting/change-password: also where a user with is_change_password '1' is sent before anything else. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const updateUserInfo = useAuthStore((s) => s.updateUserInfo);
  const role = useAuthStore((s) => s.userInfo?.role);
  const { register, handleSubmit, setError, formState } = useForm<ChangePasswordValues>({
    resolver: changePasswordResolver,
    defaultValues: { master_password: '', old_password: '', new_password: '', confirm_password: '' },
  });

  const submit = handleSubmit(async ({ old_password, ...rest }) => {
    const answer = await api.user
      .changePassword(old_password ? { ...rest, old_password } : rest)
      .catch((e: Error) => ({ status: false, message: e.message }));
    if (!answer.status) {
      const refusal = refusalField(answer.message || 'The password could not be changed.');
      setError(refusal.name, { message: refusal.message });
      toast.error(refusal.message);
      return;
    }
    toast.success(answer.message || 'Password changed.');
    updateUserInfo({ is_change_password: '0' });
    navigate(landingPath(role), { replace: true });
  });

  return (
    <div className="account-page">
      <PageTitle>Change Password</PageTitle>
      <form className="account-form" onSubmit={submit} noValidate>
        {fields.map(({ name, autoComplete, hint }) => (
          <FormField key={name} className="account-field" id={`cp-${name}`} label={labels[name]} error={formState.errors[name]} hint={hint}>
            {(field) => <input {...field} type="password" autoComplete={autoComplete} {...register(name)} />}
          </FormField>
        ))}
        <FormError message={formState.errors.root?.message} />
        <button type="submit" disabled={formState.isSubmitting}>
          Change Password
        </button>
      </form>
    </div>
  );
}
