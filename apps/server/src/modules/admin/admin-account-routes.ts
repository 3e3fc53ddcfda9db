import { adminCreateUser, adminWallet, envelope, ledgerAudit, paiseToRupees, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashPassword } from '../auth/password-hash.ts';
import { findUserById, findUserByName, insertUser } from '../auth/user-repository.ts';
import { rejection } from '../trading/routes/outcome-reply.ts';
import { auditLedger } from '../ledger/audit-ledger.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { moveFunds } from '../ledger/wallet.ts';


/** Operator: users, wallet credit/debit (ledger rows with a remark) and the ledger audit. */
export const adminAccountRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/admin/user/create', { config: { access: 'admin' }, schema: { body: adminCreateUser, response: { 200: envelope(z.object({ user_id: z.number().int() })) } } }, async (req) => {
    const b = req.body;
    if (await findUserByName(app.database.db, b.user_name)) return rejection('USER_NAME_TAKEN', 'This user name is taken.');
    if (b.parent_id !== undefined && !(await findUserById(app.database.db, b.parent_id))) return rejection('PARENT_NOT_FOUND', 'No such parent user.');
    const userId = await insertUser(app.database.db, {
      user_name: b.user_name, name: b.name, password_hash: await hashPassword(b.password), role: b.role, parent_id: b.parent_id ?? req.user.userId,
      is_change_password: 0, is_signup_user: 0, mobile: null, dial_code: null, country_code: null, totp_secret: null, totp_enabled: 0, created_at: Date.now(),
    });
    if (b.role === 'customer') await ensureCustomerAccounts(app.database.db, userId);
    return { status: true as const, message: 'User created.', data: { user_id: userId } };
  });

  for (const direction of ['credit', 'debit'] as const) {
    r.post(`/admin/wallet/${direction}`, { config: { access: 'admin' }, schema: { body: adminWallet, response: { 200: envelope(z.object({ available_balance: z.number() })) } } }, async (req) => {
      const user = await findUserById(app.database.db, req.body.user_id);
      if (!user || user.role !== 'customer') return rejection('USER_NOT_FOUND', 'No such customer.');
      const paise = rupeesToPaise(req.body.amount)!;
      const result = await moveFunds(app.database, req.body.user_id, direction === 'credit' ? paise : -paise, req.body.remark);
      if (!result.ok) return rejection(result.code, `A debit cannot take the available balance below zero. ${result.message}`);
      return { status: true as const, message: direction === 'credit' ? 'Credited.' : 'Debited.', data: { available_balance: paiseToRupees(result.available) } };
    });
  }

  r.get('/admin/audit/ledger', { config: { access: 'admin' }, schema: { response: { 200: envelope(ledgerAudit) } } }, async () => {
    const differences = await auditLedger(app.database.db);
    const counts = await app.database.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const accounts = await app.database.db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    return { status: true as const, message: differences.length === 0 ? 'The ledger balances.' : 'Differences found.', data: { differences, accounts: Number(accounts?.n ?? 0), entries: Number(counts?.n ?? 0) } };
  });
};
