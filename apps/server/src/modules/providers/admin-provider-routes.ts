import { calls, paiseToRupees } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ok, paged, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { adminView, findProvider, insertProvider } from './provider-registry.ts';

const TRANSACTIONS_PAGE = 50;
const NOT_FOUND = refuse('NOT_FOUND', 'No such casino provider.');

/** One operator action on a provider, with who and when. */
function recordAction(db: Kysely<Database>, providerId: string, action: string, adminUserId: number, now: number) {
  return db
    .insertInto('provider_actions')
    .values({ provider_id: providerId, action, admin_user_id: adminUserId, created_at: now })
    .execute();
}

/** The operator's provider registry: register, switch on/off, rotate the secret, its transactions. */
export const adminProviderRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  /** Applies a change and records it, then answers the provider as it now is. */
  const change = async (providerId: string, action: string, adminUserId: number, apply: (trx: Kysely<Database>) => Promise<unknown>) => {
    if (!(await findProvider(db, providerId))) return NOT_FOUND;
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      await apply(trx);
      await recordAction(trx, providerId, action, adminUserId, now);
    });
    return ok(await adminView(db, (await findProvider(db, providerId))!), 'Provider updated');
  };

  registerCall(app, calls.admin.provider.create, async (request) => {
    const now = Date.now();
    const created = await db.transaction().execute(async (trx) => {
      if (!(await insertProvider(trx, request.body, now))) return false;
      await recordAction(trx, request.body.provider_id, 'create', request.user.userId, now);
      return true;
    });
    if (!created) return refuse('PROVIDER_EXISTS', 'A provider with this id is already registered.');
    return ok(await adminView(db, (await findProvider(db, request.body.provider_id))!), 'Provider registered');
  });

  registerCall(app, calls.admin.provider.status, async (request) => {
    const { provider_id, is_active } = request.body;
    return change(provider_id, is_active ? 'switch on' : 'switch off', request.user.userId, (trx) =>
      trx
        .updateTable('providers')
        .set({ is_active: is_active ? 1 : 0 })
        .where('provider_id', '=', provider_id)
        .execute(),
    );
  });

  registerCall(app, calls.admin.provider.rotateSecret, async (request) => {
    const { provider_id, secret } = request.body;
    return change(provider_id, 'rotate secret', request.user.userId, (trx) =>
      trx.updateTable('providers').set({ secret }).where('provider_id', '=', provider_id).execute(),
    );
  });

  registerCall(app, calls.admin.provider.list, async () => {
    const rows = await db.selectFrom('providers').selectAll().orderBy('provider_id').execute();
    return ok(await Promise.all(rows.map((r) => adminView(db, r))), 'Providers');
  });

  registerCall(app, calls.admin.provider.transactions, async (request) => {
    const { provider_id, page } = request.body;
    if (!(await findProvider(db, provider_id))) return NOT_FOUND;
    const base = db.selectFrom('provider_transactions').where('provider_id', '=', provider_id);
    const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('transaction_id')
      .limit(TRANSACTIONS_PAGE)
      .offset((page - 1) * TRANSACTIONS_PAGE)
      .execute();
    const items = rows.map((r) => ({
      transaction_id: r.transaction_id,
      action: r.action,
      user_id: Number(r.user_id),
      round_id: r.round_id,
      game_id: r.game_id,
      amount: paiseToRupees(Number(r.amount)),
      status: r.status,
      balance: paiseToRupees(Number(r.balance)),
      rolled_back: r.rollback_status !== null,
      created_at: new Date(Number(r.created_at)).toISOString(),
    }));
    return ok(paged(items, Number(count.n), TRANSACTIONS_PAGE), 'Provider transactions');
  });
};
