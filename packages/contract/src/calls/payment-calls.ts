import { envelope } from '../envelope.ts';
import { createPaymentRequestBody, getPaymentRequestsBody, paymentRequestItem, paymentRequestsPage } from '../payments.ts';
import { responsibleGamingLimits, selfExcludeBody, selfExcludeResult, setLimitsBody } from '../responsible-gaming.ts';
import { defineCalls } from './define-calls.ts';

const payments = defineCalls('payments');
const limits = defineCalls('responsible gaming');

/** A customer's deposit/withdraw requests, deposit and loss limits, and self-exclusion. */
export const paymentCalls = [
  payments.post('payment/createRequest', createPaymentRequestBody, envelope(paymentRequestItem), { access: 'customer' }),
  payments.post('payment/getRequests', getPaymentRequestsBody, envelope(paymentRequestsPage)),
  limits.get('responsibleGaming/getLimits', envelope(responsibleGamingLimits)),
  limits.post('responsibleGaming/setLimits', setLimitsBody, envelope(responsibleGamingLimits)),
  limits.post('responsibleGaming/selfExclude', selfExcludeBody, envelope(selfExcludeResult)),
];
