import type { FastifyInstance } from 'fastify';

/**
 * Ends every session of a user before the call that decided it answers (a user lock, a password
 * reset, a self-exclusion): its tokens are revoked in the database, and the revoke (TokenStore,
 * like every revoke) closes their sockets and makes every process forget the tokens it
 * remembered (realtime bus). When the bus does not take the message (Redis away, a NOTIFY
 * connection reconnecting), the answer waits out the token cache instead: a token remembered
 * before the revoke committed has then expired everywhere, so either way no process lets the
 * user's next request through on a remembered token.
 */
export async function endAllSessions(app: FastifyInstance, userId: number): Promise<void> {
  await app.tokens.revokeAllExcept(userId, null);
}
