import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { mintLaunchToken } from './launch-tokens.ts';
import { activeLobbies, findProvider } from './provider-registry.ts';

/** The customer's side: which providers are on (menus, lobbies) and a game launch. */
export const providerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  registerCall(app, calls.provider.getLobbies, async () => ok(await activeLobbies(db), 'Casino providers'));

  registerCall(app, calls.provider.launch, async (request) => {
    const provider = await findProvider(db, request.body.provider_id);
    if (!provider) return refuse('NOT_FOUND', 'No such casino provider.');
    if (Number(provider.is_active) !== 1) return refuse('PROVIDER_DISABLED', 'This casino is closed just now.');
    const token = await mintLaunchToken(db, provider.provider_id, request.user.userId, Date.now());
    const query = new URLSearchParams({ token, provider_id: provider.provider_id });
    if (request.body.game_id) query.set('game_id', request.body.game_id);
    const separator = provider.launch_url.includes('?') ? '&' : '?';
    return ok({ url: `${provider.launch_url}${separator}${query.toString()}` }, 'Game launched');
  });
};
