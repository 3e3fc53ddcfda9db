import { keepPreviousData } from '@tanstack/react-query';
import { expectOk } from '../../lib/api-client.ts';

/** The data of a successful answer; a rejection becomes an error the page shows. */
export async function unwrap<A extends { status: boolean; message: string; data: unknown }>(
  answer: Promise<A>,
): Promise<Extract<A, { status: true }>['data']> {
  return (await expectOk(answer, 'The report could not be loaded.')).data;
}

/** The family's paged answer. */
export interface PagedData<T> {
  data: T[];
  total: { total_count: number };
  limit: number;
}

/** Reports always ask the server again when opened and keep the last page visible while paging. */
export const freshReport = { staleTime: 0, placeholderData: keepPreviousData } as const;
