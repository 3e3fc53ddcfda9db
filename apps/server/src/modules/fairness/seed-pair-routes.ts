import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { currentSeedPair, publishedPair, rotateSeedPair, setClientSeed } from './seed-pair-store.ts';

/** The caller's single-player seed pair: show its hash, edit the client seed, rotate (reveals the old server seed). */
export const seedPairRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.fair.getSeedPair, async (req) =>
    ok(publishedPair(await currentSeedPair(db, req.user.userId, Date.now())), 'Your seed pair.'),
  );

  registerCall(app, calls.fair.setClientSeed, async (req) =>
    ok(publishedPair(await setClientSeed(db, req.user.userId, req.body.client_seed, Date.now())), 'Client seed set.'),
  );

  registerCall(app, calls.fair.rotateSeedPair, async (req) => {
    const { previous, current } = await rotateSeedPair(db, req.user.userId, Date.now());
    return ok(
      { previous: { ...publishedPair(previous), server_seed: previous.server_seed }, current: publishedPair(current) },
      'Seed pair rotated.',
    );
  });
};
