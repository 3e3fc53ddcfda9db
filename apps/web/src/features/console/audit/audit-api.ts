import type { CallBody, calls } from '@bx/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, expectOk } from '../../../lib/api-client.ts';

export type AuditQuery = CallBody<typeof calls.admin.audit.actions>;

/** One page of recorded operator actions; the last page stays on screen while the next loads. */
export function useAuditActions(query: AuditQuery) {
  return useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: async () => (await expectOk(api.admin.audit.actions(query), 'The audit could not load.')).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The ledger audit (admin only): run when asked, since it reads every ledger row. */
export function useLedgerAudit(enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'ledger-audit'],
    queryFn: async () => (await expectOk(api.admin.audit.ledger(), 'The ledger audit could not run.')).data,
    enabled,
    staleTime: 0,
  });
}
