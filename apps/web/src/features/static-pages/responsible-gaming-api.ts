import type { SetLimitsBody } from '@bx/contract';
import { api, expectOk } from '../../lib/api-client.ts';

export const limitsKey = ['responsible-gaming', 'limits'] as const;

export const fetchLimits = async () => (await expectOk(api.responsibleGaming.getLimits())).data;
export const saveLimits = (body: SetLimitsBody) => expectOk(api.responsibleGaming.setLimits(body));
export const selfExclude = (days: number) => expectOk(api.responsibleGaming.selfExclude({ days }));
