import { wsCloseCode } from '@bx/contract';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
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

/**
 * Whether a socket's Origin is this server's own. Browsers always send Origin on a WebSocket and
 * do not let a page forge it, so a page of another site cannot ride a customer's session here
 * (cross-site WebSocket hijacking). Clients that are not browsers send none and are let through:
 * they still need a token.
 */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Adds `app.realtime` and the socket at GET /api/ws (token in a first `{type:'auth'}` message, or `?token=`). */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const hub = new RealtimeHub(
    (token) => app.tokens.verify(token),
    app.log,
    (userId) => app.tokens.forgetUser(userId),
  );
  app.decorate('realtime', hub);
  // Every revoke (logout, password change, lock, self-exclusion, reset) ends its tokens' sockets.
  app.tokens.onSessionsEnded((ended) => hub.endSessions(ended));
  app.addHook('onReady', async () => hub.start());
  app.addHook('onClose', async () => hub.stop());
  // In a context of its own: the plugin's onRequest and onResponse hooks (which mark an upgrade
  // request) then run for the socket's route alone, not on every API call.
  await app.register(async (socketContext) => {
    await socketContext.register(fastifyWebsocket, { options: { maxPayload: MAX_CLIENT_FRAME_BYTES }, errorHandler: onSocketError });
    registerSocketRoute(socketContext, hub);
  });
}

/**
 * A frame the protocol refuses (too large, malformed: `ws` codes WS_ERR_*) is the client's doing:
 * `ws` is already closing the socket with the code that says why (1009 too big, 1002 protocol), so
 * it is logged as information without a stack and the close is left to finish. Terminating it, as
 * the plugin's default does, lost that close code (1006) and logged every oversized frame as a
 * server error: a client could fill the error log at will. Anything else is ours: logged as an
 * error and the socket ended.
 */
function onSocketError(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest): void {
  if (error.code?.startsWith('WS_ERR_')) {
    request.log.info({ code: error.code }, 'socket closed: the client sent a frame the protocol refuses');
    return;
  }
  request.log.error(error);
  socket.terminate();
}

/** GET /api/ws: its token checked before the upgrade, the socket handed to the hub. */
function registerSocketRoute(app: FastifyInstance, hub: RealtimeHub): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ws',
    {
      websocket: true,
      // Older clients put the token in the URL (browsers cannot set headers on a WebSocket): keep it out of logs.
      logLevel: 'warn',
      schema: { querystring: z.object({ token: z.string().optional() }) },
      // Verified before the upgrade, so the socket handler runs synchronously and misses no frame.
      preValidation: async (request) => {
        if (!sameOrigin(request.headers.origin, request.headers.host)) return;
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
      if (!sameOrigin(request.headers.origin, request.headers.host)) return socket.close(wsCloseCode.foreignOrigin, 'origin not allowed');
      // A `?token=` that did not verify is refused at once; no token at all waits for {type:'auth'}.
      if (request.query.token && !request.token) return socket.close(wsCloseCode.unauthorized, 'log in again');
      hub.accept(socket, request.token ? { user: request.user, token: request.token } : null);
    },
  );
}
