import type { FastifyPluginAsync } from 'fastify';
import { adminProviderRoutes } from './admin-provider-routes.ts';
import { providerRoutes } from './provider-routes.ts';
import { walletRoutes } from './wallet-routes.ts';

/** Third-party casino providers: the operator's registry, the customer's launch, the provider's signed wallet. */
export const providersModule: FastifyPluginAsync = async (app) => {
  await app.register(adminProviderRoutes);
  await app.register(providerRoutes);
  await app.register(walletRoutes);
};
