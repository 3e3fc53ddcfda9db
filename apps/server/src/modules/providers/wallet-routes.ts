import { calls } from '@bx/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { ProviderWallet } from './provider-wallet.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, on the wallet route only: its signature covers these bytes. */
    rawBody?: Buffer;
  }
}

/**
 * POST provider/wallet: the provider's calls, authenticated by X-Signature over the raw body
 * (no customer token). This plugin is encapsulated, so its JSON parser that keeps the raw bytes
 * applies to this route only.
 */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  const wallet = new ProviderWallet(app.database, app.trading.resultBookedElsewhere, (userId) => app.balancesMoved([userId]));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    request.rawBody = body;
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch {
      done(Object.assign(new Error('Invalid request: the body is not JSON'), { statusCode: 400, code: 'VALIDATION_ERROR' }), undefined);
    }
  });

  registerCall(app, calls.provider.wallet, async (request) => {
    const signature = request.headers['x-signature'];
    return wallet.handle(
      { call: request.body, rawBody: request.rawBody!, signature: typeof signature === 'string' ? signature : undefined },
      Date.now(),
    );
  });
};
