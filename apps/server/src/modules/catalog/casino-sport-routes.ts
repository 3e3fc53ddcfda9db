import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { calls } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { auditIn } from '../operator-audit/audited-handler.ts';

/** Every row in order; `lock` (PostgreSQL) holds them until the transaction ends, so two reorders do not interleave. */
async function listCasinoSports(db: Kysely<Database>, lock = false) {
  let query = db.selectFrom('casino_sports').selectAll().orderBy('order').orderBy('sport_id');
  if (lock) query = query.forUpdate();
  return (await query.execute()).map((r) => ({
    sport_id: r.sport_id,
    name: r.name,
    is_active: (Number(r.is_active) ? '1' : '0') as '0' | '1',
    order: Number(r.order),
  }));
}

/** The admin's casino sports: every row, switched on or off and reordered; casino/getCasinoSport shows the result to customers. */
export async function casinoSportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerCall(app, calls.admin.casinoSport.list, async () => ok(await listCasinoSports(db)));

  registerCall(app, calls.admin.casinoSport.update, async (request) => {
    const { sport_id, is_active, order } = request.body;
    const done = await db.transaction().execute(async (trx) => {
      const rows = await listCasinoSports(trx, app.database.dialect === 'postgres');
      const at = rows.findIndex((r) => r.sport_id === sport_id);
      if (at < 0) return false;
      if (is_active !== undefined)
        await trx
          .updateTable('casino_sports')
          .set({ is_active: is_active ? 1 : 0 })
          .where('sport_id', '=', sport_id)
          .execute();
      if (order !== undefined) {
        // A place, not a raw number: moving a row renumbers the list 1..n so no two rows tie.
        const [moved] = rows.splice(at, 1);
        rows.splice(Math.min(order, rows.length + 1) - 1, 0, moved!);
        for (const [i, row] of rows.entries())
          if (row.order !== i + 1)
            await trx
              .updateTable('casino_sports')
              .set({ order: i + 1 })
              .where('sport_id', '=', row.sport_id)
              .execute();
      }
      await auditIn(request, trx);
      return true;
    });
    if (!done) return refuse('CASINO_SPORT_NOT_FOUND', `The casino sport ${sport_id} is not installed.`);
    return ok(await listCasinoSports(db), 'Casino sport updated.');
  });
}
