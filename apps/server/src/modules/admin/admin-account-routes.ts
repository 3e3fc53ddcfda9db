import { calls, paiseToRupees, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { runUnlessHeld } from '../approvals/four-eyes-gate.ts';
import { findUserById } from '../auth/user-repository.ts';
import { auditLedger } from '../ledger/audit-ledger.ts';
import { moveFunds } from '../ledger/wallet.ts';

/** Operator (admin): wallet credit/debit (ledger rows with a remark) and the ledger audit; users are created in modules/hierarchy. */
export const adminAccountRoutes: FastifyPluginAsync = async (app) => {
  for (const direction of ['credit', 'debit'] as const) {
    registerCall(app, calls.admin.wallet[direction], async (req, reply) => {
      const user = await findUserById(app.database.db, req.body.user_id);
      if (!user) return refuse('USER_NOT_FOUND', 'No such customer.');
      // A master's or agent's wallet moves only as chips, against its parent's (admin/user/chips).
      if (user.role !== 'customer')
        return refuse('USER_NOT_FOUND', `No such customer: user ${user.user_id} is a ${user.role}; move chips instead (admin/user/chips).`);
      const paise = rupeesToPaise(req.body.amount)!;
      if (direction === 'credit') {
        // Above the four eyes threshold a credit waits for a second admin (modules/approvals).
        const action = { kind: 'WALLET_CREDIT' as const, userId: req.body.user_id, paise, remark: req.body.remark };
        return runUnlessHeld(app, reply, req.user, action, 'Credited.');
      }
      const result = await moveFunds(app.database, req.body.user_id, -paise, req.body.remark);
      if (!result.ok) return refuse(result.code, `A debit cannot take the available balance below zero. ${result.message}`);
      app.balancesMoved([req.body.user_id]);
      return ok({ available_balance: paiseToRupees(result.available) }, 'Debited.');
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
