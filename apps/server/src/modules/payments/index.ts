import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes } from './payments-routes.ts';
import { responsibleGamingRoutes } from './responsible-gaming-routes.ts';

export { isSelfExcluded } from './self-exclusion.ts';
export { dailyLossLimit, lossLimitRoom } from './loss-limit-room.ts';

/** The payments module: deposit/withdraw requests and responsible gaming. */
export const paymentsModule: FastifyPluginAsync = async (app) => {
  await app.register(paymentsRoutes);
  await app.register(responsibleGamingRoutes);
};
