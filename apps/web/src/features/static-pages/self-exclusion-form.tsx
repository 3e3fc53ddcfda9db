import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { selfExcludeBody } from '@bx/contract';
import { toast } from 'sonner';
import { useAuthStore } from '../../lib/auth-store.ts';
import { formatIst } from '../../lib/format-ist.ts';
import { selfExclude } from './responsible-gaming-api.ts';

const periods = [1, 7, 30, 90, 180, 365];

/** Locks the account for a chosen period; the session ends at once and login is refused until then. */
export function SelfExclusionForm() {
  const logOut = useAuthStore((s) => s.logOut);
  const [days, setDays] = useState('30');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const exclude = useMutation({
    mutationFn: selfExclude,
    onSuccess: ({ data }) => {
      toast.success(`Your account is closed until ${formatIst(data.self_excluded_until)}.`);
      logOut();
    },
    onError: (e: Error) => setError(e.message),
  });
  return (
    <form
      className="rg-form"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = selfExcludeBody.safeParse({ days });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose a period.');
        if (!confirmed) return setError('Tick the box to confirm that you want to close your account for this period.');
        setError(null);
        exclude.mutate(parsed.data.days);
      }}
    >
      <label>
        Period
        <select value={days} onChange={(e) => setDays(e.target.value)}>
          {periods.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? '1 day' : `${d} days`}
            </option>
          ))}
        </select>
      </label>
      <label className="rg-check">
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />I understand I cannot log in or bet
        until the period ends, and it cannot be shortened.
      </label>
      <button type="submit" disabled={exclude.isPending}>
        Exclude me
      </button>
      {error && (
        <p className="rg-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
