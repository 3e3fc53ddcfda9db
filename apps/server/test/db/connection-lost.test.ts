import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../src/db/connection-lost.ts';

const url = process.env.TEST_DATABASE_URL;

describe('isConnectionLost', () => {
  it('counts the server ending a session, socket errors and node-postgres words, also as a cause', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']) {
      expect(isConnectionLost(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionLost(new Error('batch failed', { cause: Object.assign(new Error('x'), { code: '57P01' }) }))).toBe(true);
  });

  it('does not count a wrong statement, a constraint or a bug', () => {
    for (const code of ['23505', '42P01', '40001', '55P03', undefined]) {
      expect(isConnectionLost(Object.assign(new Error('x'), { code })), String(code)).toBe(false);
    }
    expect(isConnectionLost(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isConnectionLost(null)).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });

  it.runIf(Boolean(url))("counts PostgreSQL's own error for a terminated session", async () => {
    const victim = new pg.Client({ connectionString: url });
    victim.on('error', () => undefined);
    await victim.connect();
    const error = await victim.query('SELECT pg_terminate_backend(pg_backend_pid())').catch((e: unknown) => e);
    expect(isConnectionLost(error)).toBe(true);
    await victim.end().catch(() => undefined);
  });
});
