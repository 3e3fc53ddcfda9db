import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { positiveRupees, type LimitKind, type ResponsibleGamingLimits } from '@bx/contract';
import { toast } from 'sonner';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { limitsKey, saveLimits } from './responsible-gaming-api.ts';

const rows: { kind: LimitKind; label: string }[] = [
  { kind: 'deposit_limit_day', label: 'Deposit limit – 24 hours' },
  { kind: 'deposit_limit_week', label: 'Deposit limit – 7 days' },
  { kind: 'deposit_limit_month', label: 'Deposit limit – 1 month' },
  { kind: 'loss_limit_day', label: 'Loss limit – 24 hours' },
];

const shown = (v: number | null) => (v === null ? 'No limit' : `₹${formatMoney(v)}`);

/** The customer's limits with a field each; an empty field leaves that limit as it is. */
export function LimitsEditor({ limits }: { limits: ResponsibleGamingLimits }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Partial<Record<LimitKind, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveLimits,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(limitsKey, data);
      setValues({});
      toast.success(message);
    },
    onError: (e: Error) => setError(e.message),
  });

  const submit = (body: Partial<Record<LimitKind, number | null>>) => {
    setError(null);
    save.mutate(body);
  };
  const onSave = () => {
    const body: Partial<Record<LimitKind, number>> = {};
    for (const { kind, label } of rows) {
      const raw = values[kind]?.trim();
      if (!raw) continue;
      const parsed = positiveRupees.safeParse(raw);
      if (!parsed.success) return setError(`${label}: ${parsed.error.issues[0]?.message ?? 'invalid amount'}`);
      body[kind] = parsed.data;
    }
    if (Object.keys(body).length === 0) return setError('Enter at least one new limit.');
    submit(body);
  };

  return (
    <div>
      <table className="limits-table">
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col">Now</th>
            <th scope="col">New limit (₹)</th>
            <th scope="col" aria-label="Remove" />
          </tr>
        </thead>
        <tbody>
          {rows.map(({ kind, label }) => {
            const limit = limits[kind];
            return (
              <tr key={kind}>
                <th scope="row">{label}</th>
                <td>
                  {shown(limit.current)}
                  {limit.pending_effective_at && (
                    <span className="limit-pending">
                      Changes to {shown(limit.pending)} on {formatIst(limit.pending_effective_at)}
                    </span>
                  )}
                </td>
                <td>
                  <input
                    aria-label={`New ${label}`}
                    inputMode="decimal"
                    value={values[kind] ?? ''}
                    onChange={(e) => setValues({ ...values, [kind]: e.target.value })}
                  />
                </td>
                <td>
                  {limit.current !== null && (
                    <button type="button" onClick={() => submit({ [kind]: null })} disabled={save.isPending}>
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error && (
        <p className="rg-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" onClick={onSave} disabled={save.isPending}>
        Save limits
      </button>
    </div>
  );
}
