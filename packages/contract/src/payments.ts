import { z } from 'zod';
import { flag, pageOf } from './envelope.ts';
import { positiveRupees } from './money.ts';
import { numeric } from './numeric.ts';

export const paymentTypes = ['DEPOSIT', 'WITHDRAW'] as const;
export const paymentStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const paymentType = z.enum(paymentTypes);
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentType = z.infer<typeof paymentType>;
export type PaymentStatus = z.infer<typeof paymentStatus>;

const trimmed = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** The bank a withdrawal is paid to. IFSC: 4 letters, a 0, then 6 letters or digits (RBI format). */
export const paymentBankDetails = z.object({
  account_holder: trimmed('Account holder name', 2, 100),
  account_number: z
    .string({ error: 'Account number is required' })
    .trim()
    .regex(/^\d{9,18}$/, 'Account number must be 9 to 18 digits'),
  ifsc: z
    .string({ error: 'IFSC is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'IFSC must look like SBIN0001234 (11 characters)'),
  bank_name: trimmed('Bank name', 2, 100),
});

/** A deposit names the UTR / transaction reference of the transfer the customer made. */
export const depositRequestBody = z.object({
  type: z.literal('DEPOSIT'),
  amount: positiveRupees,
  reference: z
    .string({ error: 'UTR / reference is required' })
    .trim()
    .regex(/^[A-Za-z0-9]{6,30}$/, 'UTR / reference must be 6 to 30 letters or digits'),
});

export const withdrawRequestBody = paymentBankDetails.extend({ type: z.literal('WITHDRAW'), amount: positiveRupees });

/** POST payment/createRequest. Business codes: PAYMENTS_DISABLED, INSUFFICIENT_FUNDS, DEPOSIT_LIMIT, SELF_EXCLUDED. */
export const createPaymentRequestBody = z.discriminatedUnion('type', [depositRequestBody, withdrawRequestBody]);
export type CreatePaymentRequestBody = z.input<typeof createPaymentRequestBody>;

export const paymentRequestItem = z.object({
  request_id: z.number(),
  type: paymentType,
  amount: z.number(),
  status: paymentStatus,
  reference: z.string().nullable(),
  account_holder: z.string().nullable(),
  account_number: z.string().nullable(),
  ifsc: z.string().nullable(),
  bank_name: z.string().nullable(),
  remark: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type PaymentRequestItem = z.infer<typeof paymentRequestItem>;

const pageNumber = numeric(z.number().int().min(1)).default(1);

/** POST payment/getRequests: the caller's own requests, newest first. */
export const getPaymentRequestsBody = z.object({ page: pageNumber, limit: numeric(z.number().int().min(1).max(100)).default(20) });

export const paymentRequestsPage = pageOf(paymentRequestItem);
export type PaymentRequestsPage = z.infer<typeof paymentRequestsPage>;

/** POST admin/payment/list (operator). */
export const adminPaymentListBody = z.object({ status: paymentStatus.optional(), page: pageNumber });

export const adminPaymentRequestItem = paymentRequestItem.extend({ user_id: z.number(), user_name: z.string() });

export const adminPaymentList = pageOf(adminPaymentRequestItem);

/** POST admin/payment/decide (operator). Business codes: NOT_FOUND, ALREADY_DECIDED, INSUFFICIENT_FUNDS. */
export const adminPaymentDecideBody = z.object({
  request_id: numeric(z.number().int().positive()),
  approve: flag,
  remark: z.string().trim().max(200).default(''),
});
