import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentRequestBody } from '@bx/contract';
import { toast } from 'sonner';
import { api, expectOk } from '../../lib/api-client.ts';

const requestsKey = ['account', 'payment-requests'] as const;

/** The customer's requests still waiting for the operator (first page of the statement). */
export function usePendingRequests() {
  return useQuery({
    queryKey: requestsKey,
    staleTime: 0,
    queryFn: async () => {
      const answer = await expectOk(api.payment.getRequests({ page: 1, limit: 50 }));
      return answer.data.data.filter((r) => r.status === 'PENDING');
    },
  });
}

/** POST payment/createRequest; toasts the outcome and refreshes the pending list. Resolves to the server's rejection message, if any. */
function useCreatePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePaymentRequestBody): Promise<string | null> => {
      const answer = await api.payment.createRequest(body).catch((e: Error) => ({ status: false, message: e.message }));
      if (!answer.status) {
        toast.error(answer.message);
        return answer.message || 'The request could not be sent.';
      }
      toast.success(answer.message || 'Request sent.');
      await queryClient.invalidateQueries({ queryKey: requestsKey });
      return null;
    },
  });
}

/** The form side of a request: a rejection shows on the form, a request sent clears it. */
interface RequestForm {
  reset(): void;
  setError(name: 'root', error: { message: string }): void;
}

/** Submit handler for the deposit and withdraw forms. */
export function useSubmitPaymentRequest(form: RequestForm) {
  const create = useCreatePaymentRequest();
  return async (body: CreatePaymentRequestBody) => {
    const problem = await create.mutateAsync(body);
    if (problem) form.setError('root', { message: problem });
    else form.reset();
  };
}
