import { wsCloseCode } from '@bx/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RealtimeHub } from './realtime-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel: `publishMarket`, `publishToUser`, `setMarketSource` (docs/realtime.md). */
    realtime: RealtimeHub;
  }
}

/** Client frames are small JSON commands; anything larger is refused by ws before it is buffered. */
const MAX_CLIENT_FRAME_BYTES = 16 * 1024;

/** Adds `app.realtime` and the socket at GET /api/ws?token=... */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const hub = new RealtimeHub((token) => app.tokens.verify(token), app.log);
  app.decorate('realtime', hub);
  app.addHook('onReady', async () => hub.start());
  app.addHook('onClose', async () => hub.stop());
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES } });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ws',
    {
      websocket: true,
      // The token rides in the URL (browsers cannot set headers on a WebSocket): keep it out of info logs.
      logLevel: 'warn',
      schema: { querystring: z.object({ token: z.string().optional() }) },
      // Verified before the upgrade, so the socket handler runs synchronously and misses no frame.
      preValidation: async (request) => {
        const token = request.query.token;
        const user = token ? await app.tokens.verify(token) : null;
        if (token && user) {
          request.user = user;
          request.token = token;
        }
      },
    },
    (socket, request) => {
      // A browser cannot read the status of a refused upgrade, but it can read a close code.
      if (!request.token) return socket.close(wsCloseCode.unauthorized, 'log in again');
      hub.connect(socket, request.user, request.token);
    },
  );
}
