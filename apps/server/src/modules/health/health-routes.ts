import { hostname } from 'node:os';
import { calls } from '@bx/contract';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../../db/migrate.ts';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';

/** Liveness and readiness for load balancers and supervisors (issue: scale-out and hardening). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, calls.health, async () => ok({ uptime_s: Math.round(process.uptime()) }));

  registerCall(app, calls.ready, async (_request, reply) => {
    if (app.drain.draining) {
      void reply.code(503);
      return refuse('NOT_READY', 'Not ready: the server is shutting down.');
    }
    const database = await sql`SELECT 1`.execute(app.database.db).then(
      () => true,
      () => false,
    );
    const migrations =
      database &&
      (await pendingMigrations(app.database).then(
        (pending) => pending.length === 0,
        () => false,
      ));
    // Redis carries the shared limits and the live fan-out: a process that cannot reach it is not ready.
    const redis = app.redis
      ? await app.redis.ping().then(
          () => true,
          () => false,
        )
      : undefined;
    // Which process leads is read from each process's own answer (one leads, the others follow).
    const leadership = app.leadership;
    const leader = leadership && {
      process: `${hostname()}:${process.pid}`,
      leading: leadership.isLeader,
      since: leadership.since?.toISOString() ?? null,
    };
    if (database && migrations && redis !== false) {
      return ok({ database, migrations, ...(redis ? { redis } : {}), ...(leader ? { leader } : {}) }, 'Ready.');
    }
    void reply.code(503);
    const problem = !database ? 'the database does not answer' : !migrations ? 'migrations are pending' : 'Redis does not answer';
    return refuse('NOT_READY', `Not ready: ${problem}.`);
  });
}
