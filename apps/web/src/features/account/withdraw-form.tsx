import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { withdrawRequestBody } from '@bx/contract';
import type { z } from 'zod';
import { FormError } from '../../components/ui/form-error.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useSubmitPaymentRequest } from './payment-requests-api.ts';

type Input = z.input<typeof withdrawRequestBody>;
type Output = z.output<typeof withdrawRequestBody>;

const bankFields: { name: 'account_holder' | 'account_number' | 'ifsc' | 'bank_name'; label: string; inputMode?: 'numeric' }[] = [
  { name: 'account_holder', label: 'Account Holder Name' },
  { name: 'account_number', label: 'Account Number', inputMode: 'numeric' },
  { name: 'ifsc', label: 'IFSC Code' },
  { name: 'bank_name', label: 'Bank Name' },
];

/** A withdrawal to the customer's bank; it may not exceed the balance less pending withdrawals. */
export function WithdrawForm() {
  const { register, handleSubmit, reset, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(withdrawRequestBody),
    defaultValues: { type: 'WITHDRAW', amount: '', account_holder: '', account_number: '', ifsc: '', bank_name: '' },
  });
  const submit = handleSubmit(useSubmitPaymentRequest({ reset, setError }));
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <FormField className="account-field" id="wd-amount" label="Amount" error={formState.errors.amount} hint="In rupees, up to 2 decimals">
        {(field) => <input {...field} inputMode="decimal" {...register('amount')} />}
      </FormField>
      {bankFields.map((f) => (
        <FormField key={f.name} className="account-field" id={`wd-${f.name}`} label={f.label} error={formState.errors[f.name]}>
          {(field) => <input {...field} inputMode={f.inputMode} autoComplete="off" {...register(f.name)} />}
        </FormField>
      ))}
      <FormError message={formState.errors.root?.message} />
      <button type="submit" disabled={formState.isSubmitting}>
        Submit Withdraw
      </button>
    </form>
  );
}
