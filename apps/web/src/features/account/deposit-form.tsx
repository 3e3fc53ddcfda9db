import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { depositRequestBody } from '@bx/contract';
import type { z } from 'zod';
import { FormError } from '../../components/ui/form-error.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useSubmitPaymentRequest } from './payment-requests-api.ts';

type Input = z.input<typeof depositRequestBody>;
type Output = z.output<typeof depositRequestBody>;

/** A deposit: the customer transfers first, then quotes the UTR so the operator can find the transfer. */
export function DepositForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(depositRequestBody),
    defaultValues: { type: 'DEPOSIT', amount: '', reference: '' },
  });
  const submit = handleSubmit(useSubmitPaymentRequest({ reset, setError }));
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <p className="account-note">
        Transfer the amount to the account your agent gave you, then enter the amount and the UTR (transaction reference) of the transfer.
        Your balance is credited once the transfer is confirmed.
      </p>
      <FormField
        className="account-field"
        id="dep-amount"
        label="Amount"
        error={formState.errors.amount}
        hint="In rupees, up to 2 decimals"
      >
        {(field) => <input {...field} inputMode="decimal" {...register('amount')} />}
      </FormField>
      <FormField className="account-field" id="dep-reference" label="UTR / Reference" error={formState.errors.reference}>
        {(field) => <input {...field} autoComplete="off" {...register('reference')} />}
      </FormField>
      <FormError message={formState.errors.root?.message} />
      <button type="submit" disabled={formState.isSubmitting}>
        Submit Deposit
      </button>
    </form>
  );
}
