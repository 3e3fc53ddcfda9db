import type { ResponsibleGamingLimits, SetLimitsBody } from '@bx/contract';
import { apiGet, apiPost } from '../../lib/api-client.ts';

export const limitsKey = ['responsible-gaming', 'limits'] as const;

async function data<T>(answer: Promise<{ status: boolean; message: string; data: T }>): Promise<{ data: T; message: string }> {
  const result = await answer;
  if (!result.status) throw new Error(result.message || 'That did not work. Please try again.');
  return { data: result.data, message: result.message };
}

export const fetchLimits = async () => (await data(apiGet<ResponsibleGamingLimits>('responsibleGaming/getLimits'))).data;
export const saveLimits = (body: SetLimitsBody) => data(apiPost<ResponsibleGamingLimits>('responsibleGaming/setLimits', body));
export const selfExclude = (days: number) => data(apiPost<{ self_excluded_until: string }>('responsibleGaming/selfExclude', { days }));
