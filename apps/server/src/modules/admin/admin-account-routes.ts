import { calls, paiseToRupees, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { findUserById, findUserByName, insertUser } from '../auth/user-repository.ts';
import { auditLedger } from '../ledger/audit-ledger.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { moveFunds } from '../ledger/wallet.ts';

/** Operator: users, wallet credit/debit (ledger rows with a remark) and the ledger audit. */
export const adminAccountRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, calls.admin.user.create, async (req) => {
    const b = req.body;
    if (await findUserByName(app.database.db, b.user_name)) return refuse('USER_NAME_TAKEN', 'This user name is taken.');
    if (b.parent_id !== undefined && !(await findUserById(app.database.db, b.parent_id)))
      return refuse('PARENT_NOT_FOUND', 'No such parent user.');
    const userId = await insertUser(app.database.db, {
      user_name: b.user_name,
      name: b.name,
      password_hash: await hashPassword(b.password),
      role: b.role,
      parent_id: b.parent_id ?? req.user.userId,
      is_change_password: 0,
      is_signup_user: 0,
      mobile: null,
      dial_code: null,
      country_code: null,
      totp_secret: null,
      totp_enabled: 0,
      created_at: Date.now(),
    });
    if (b.role === 'customer') await ensureCustomerAccounts(app.database.db, userId);
    return ok({ user_id: userId }, 'User created.');
  });

  for (const direction of ['credit', 'debit'] as const) {
    registerCall(app, calls.admin.wallet[direction], async (req) => {
      const user = await findUserById(app.database.db, req.body.user_id);
      if (!user || user.role !== 'customer') return refuse('USER_NOT_FOUND', 'No such customer.');
      const paise = rupeesToPaise(req.body.amount)!;
      const result = await moveFunds(app.database, req.body.user_id, direction === 'credit' ? paise : -paise, req.body.remark);
      if (!result.ok) return refuse(result.code, `A debit cannot take the available balance below zero. ${result.message}`);
      return ok({ available_balance: paiseToRupees(result.available) }, direction === 'credit' ? 'Credited.' : 'Debited.');
    });
  }

  registerCall(app, calls.admin.audit.ledger, async () => {
    const differences = await auditLedger(app.database.db);
    const counts = await app.database.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const accounts = await app.database.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return ok(
      { differences, accounts: Number(accounts?.n ?? 0), entries: Number(counts?.n ?? 0) },
      differences.length === 0 ? 'The ledger balances.' : 'Differences found.',
    );
  });
};
