import { userRoles, type UserRole } from '@bx/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../components/ui/form-error.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useCreateUser } from './console-api.ts';

interface CreateUserDialogProps {
  open: boolean;
  /** The level being viewed: the new user goes under it, one of the roles below its own. */
  parent: { user_id: number; user_name: string; role: UserRole } | undefined;
  onClose(): void;
}

const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', master: 'Master', agent: 'Agent', customer: 'Customer' };
const LIMITS = [
  ['credit_reference', 'Credit reference'],
  ['partnership', 'Partnership %'],
  ['exposure_limit', 'Exposure limit'],
  ['min_stack', 'Min stake'],
  ['max_stack', 'Max stake'],
] as const;
type Limit = (typeof LIMITS)[number][0];

const blank = { user_name: '', name: '', password: '' };
/** Optional limits left empty are not sent: the server applies its defaults. */
const filled = (limits: Partial<Record<Limit, string>>) =>
  Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined && v.trim() !== '')) as Partial<Record<Limit, string>>;

/** A new master, agent or customer under the level being viewed. */
export function CreateUserDialog({ open, parent, onClose }: CreateUserDialogProps) {
  const create = useCreateUser();
  // Each level creates only the levels below it.
  const choices = parent ? userRoles.slice(userRoles.indexOf(parent.role) + 1) : [];
  const [form, setForm] = useState(blank);
  const [role, setRole] = useState<UserRole | ''>('');
  const [limits, setLimits] = useState<Partial<Record<Limit, string>>>({});
  const chosen = role && choices.includes(role) ? role : choices[0];

  const close = () => {
    setForm(blank);
    setRole('');
    setLimits({});
    create.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!parent || !chosen) return;
    create.mutate(
      { ...form, role: chosen, parent_id: parent.user_id, ...filled(limits) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          close();
        },
      },
    );
  };

  const text = (key: keyof typeof blank, label: string, type = 'text', autoComplete = 'off') => (
    <FormField id={`new-user-${key}`} label={label}>
      {(field) => (
        <input
          {...field}
          type={type}
          autoComplete={autoComplete}
          required
          value={form[key]}
          onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <Modal open={open} onOpenChange={(next) => !next && close()} title={`New user under ${parent?.user_name ?? ''}`}>
      <form className="console-form" onSubmit={submit} aria-label="New user">
        {text('user_name', 'User name')}
        {text('name', 'Full name')}
        {text('password', 'Password', 'password', 'new-password')}
        <FormField id="new-user-role" label="Role">
          {(field) => (
            <select {...field} value={chosen ?? ''} onChange={(e) => setRole(e.target.value as UserRole)}>
              {choices.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {LIMITS.map(([key, label]) => (
          <FormField key={key} id={`new-user-${key}`} label={label} hint="Optional">
            {(field) => (
              <input
                {...field}
                inputMode="decimal"
                value={limits[key] ?? ''}
                onChange={(e) => setLimits({ ...limits, [key]: e.target.value })}
              />
            )}
          </FormField>
        ))}
        <FormError message={create.error?.message} />
        <button type="submit" disabled={create.isPending || !chosen}>
          Create user
        </button>
      </form>
    </Modal>
  );
}
