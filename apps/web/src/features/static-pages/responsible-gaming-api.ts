import type { ResponsibleGamingLimits, SetLimitsBody } from '@bx/contract';
import { apiGet, apiPost, expectOk } from '../../lib/api-client.ts';

export const limitsKey = ['responsible-gaming', 'limits'] as const;

export const fetchLimits = async () => (await expectOk(apiGet<ResponsibleGamingLimits>('responsibleGaming/getLimits'))).data;
export const saveLimits = (body: SetLimitsBody) => expectOk(apiPost<ResponsibleGamingLimits>('responsibleGaming/setLimits', body));
export const selfExclude = (days: number) => expectOk(apiPost<{ self_excluded_until: string }>('responsibleGaming/selfExclude', { days }));
