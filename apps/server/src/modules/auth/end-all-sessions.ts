import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { TOKEN_CACHE_MS } from './token-store.ts';

/**
 * Ends every session of a user before the call that decided it answers (a user lock, a password
 * reset, a self-exclusion): its tokens are revoked in the database, its sockets close and every
 * process forgets the tokens it remembered (realtime bus). When the bus does not take the message
 * (Redis away, a NOTIFY connection reconnecting), the answer waits out the token cache instead: a
 * token remembered before the revoke committed has then expired everywhere, so either way no
 * process lets the user's next request through on a remembered token.
 */
export async function endAllSessions(app: FastifyInstance, userId: number): Promise<void> {
  await app.tokens.revokeAllExcept(userId, null);
  const revokedAt = Date.now();
  const waited = new AbortController();
  const told = await Promise.race([
    app.realtime.endSessions(userId),
    sleep(TOKEN_CACHE_MS, false, { signal: waited.signal }).catch(() => false),
  ]);
  waited.abort();
  const left = revokedAt + TOKEN_CACHE_MS - Date.now();
  if (!told && left > 0) await sleep(left);
}
