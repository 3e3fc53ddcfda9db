/** SQLSTATEs of a session the server ended: admin_shutdown, crash_shutdown, cannot_connect_now. */
const ENDED = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a connection that died or could not be made. */
const SOCKET = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres's and pg-pool's own words for a dead or unreachable connection (they carry no code). */
const WORDS = /Connection terminated|not queryable|connection error|timeout exceeded when trying to connect/i;

/**
 * Whether an error says the database connection went away (terminated, reset, refused, never
 * made) rather than that the statement was wrong: PostgreSQL's class 08 (connection exception)
 * and 57P01-03, a socket error, or node-postgres's own messages; a wrapped error counts by its
 * cause. Such a failure is the service's state, not a bug: the caller may try again.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || ENDED.has(code) || SOCKET.has(code))) return true;
    if (typeof message === 'string' && WORDS.test(message)) return true;
  }
  return false;
}
