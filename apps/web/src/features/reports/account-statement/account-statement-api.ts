import type { z } from 'zod';
import type { statement } from '@bx/contract';
import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../unwrap.ts';

export const accountTypes = ['All', 'Deposit/Withdraw', 'Sport Report', 'Casino Report'] as const;
export type AccountType = (typeof accountTypes)[number];

export interface StatementQuery {
  page: number;
  account_type: AccountType;
  from_date: string;
  to_date: string;
}
export type StatementPage = z.infer<typeof statement>;

export const statementQueryKey = (q: StatementQuery) => ['reports', 'account-statement', q] as const;

export const fetchStatement = (q: StatementQuery) => unwrap(api.accountStatement.getUserAccountStatementHistory(q));
