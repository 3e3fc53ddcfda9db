import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes } from './payments-routes.ts';
import { responsibleGamingRoutes } from './responsible-gaming-routes.ts';

export { isSelfExcluded } from './self-exclusion.ts';
export { dailyLossLimit, rememberedLossLimit } from './loss-limit-room.ts';
export { lossLimitRefusal, wagerRefusal, wagerRefusalOf, type Refusal } from './wager-refusal.ts';

/** The payments module: deposit/withdraw requests and responsible gaming. */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  await app.register(paymentsRoutes);
  await app.register(responsibleGamingRoutes);
};
