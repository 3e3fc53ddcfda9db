import { calls, paiseToRupees, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, paged, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { runUnlessHeld } from '../approvals/four-eyes-gate.ts';
import { endAllSessions } from '../auth/end-all-sessions.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { findUserById, type UserRow } from '../auth/user-repository.ts';
import { auditIn } from '../operator-audit/audited-handler.ts';
import { expireLaunchTokens } from '../providers/launch-tokens.ts';
import { accountStatement } from '../reports/account-statement.ts';
import { reportWindow } from '../reports/report-window.ts';
import { accountLimitsRefusal, limitsAnswer, requestedLimits } from './account-limits.ts';
import { checkCallerPassword } from './caller-password.ts';
import { creditReferenceChanges, setCreditReference } from './credit-reference.ts';
import { outsideDownline, userInDownline } from './downline-scope.ts';

/**
 * Chips move only one level: between an operator and its own children. An admin's children are
 * the users without a master or agent above them (the house's own customers and masters).
 */
function isDirectChild(caller: AuthUser, child: UserRow): boolean {
  if (child.role === 'admin') return false;
  return child.parent_id === null ? caller.role === 'admin' : Number(child.parent_id) === caller.userId;
}

/** Per row of the downline list: chips, locks, credit reference, password and statement. */
export const downlineAccountRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.admin.user.chips, async (req, reply) => {
    const b = req.body;
    const child = await userInDownline(db, req.user, b.user_id);
    if (!child) return outsideDownline(reply);
    const wrong = await checkCallerPassword(app, reply, req.user.userId, b.password);
    if (wrong) return wrong;
    if (!isDirectChild(req.user, child)) return refuse('NOT_DIRECT_CHILD', 'Chips move only between you and your own users.');
    // Above the four eyes threshold the move waits for a second operator (modules/approvals).
    const action = { kind: 'CHIPS' as const, childId: b.user_id, type: b.type, paise: rupeesToPaise(b.amount)!, remark: b.remark };
    const message = b.type === 'D' ? 'Chips deposited.' : 'Chips withdrawn.';
    return runUnlessHeld(app, reply, req.user, action, message, (trx) => auditIn(req, trx));
  });

  registerCall(app, calls.admin.user.status, async (req, reply) => {
    const b = req.body;
    const user = await userInDownline(db, req.user, b.user_id);
    if (!user) return outsideDownline(reply);
    const changes = {
      ...(b.user_lock === undefined ? {} : { user_lock: b.user_lock ? 1 : 0 }),
      ...(b.bet_lock === undefined ? {} : { bet_lock: b.bet_lock ? 1 : 0 }),
    };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(changes).where('user_id', '=', b.user_id).execute();
      await auditIn(req, trx);
    });
    // A locked user's sessions end before this answers: its tokens stop working and its sockets
    // close, on every process. A bet lock needs nothing more: each bet's batch reads it.
    if (b.user_lock) await endAllSessions(app, b.user_id);
    const flag = (v: number | undefined, was: number) => ((v ?? Number(was)) === 1 ? '1' : '0');
    return ok(
      { user_id: b.user_id, user_lock: flag(changes.user_lock, user.user_lock), bet_lock: flag(changes.bet_lock, user.bet_lock) },
      'Status saved.',
    );
  });

  registerCall(app, calls.admin.user.limits, async (req, reply) => {
    const b = req.body;
    const user = await userInDownline(db, req.user, b.user_id);
    if (!user) return outsideDownline(reply);
    const limits = requestedLimits(b, user);
    const parent = user.parent_id === null ? null : ((await findUserById(db, Number(user.parent_id))) ?? null);
    const refused = accountLimitsRefusal(limits, parent);
    if (refused) return refused;
    // Nothing to tell the other processes: each bet's batch reads the limits with the accounts.
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set(limits).where('user_id', '=', b.user_id).execute();
      await auditIn(req, trx);
    });
    return ok(limitsAnswer(b.user_id, limits), 'Limits saved.');
  });

  registerCall(app, calls.admin.user.creditReference, async (req, reply) => {
    const b = req.body;
    if (!(await userInDownline(db, req.user, b.user_id))) return outsideDownline(reply);
    const wrong = await checkCallerPassword(app, reply, req.user.userId, b.password);
    if (wrong) return wrong;
    await setCreditReference(app.database, b.user_id, rupeesToPaise(b.credit_reference)!, req.user.userId, (trx) => auditIn(req, trx));
    return ok({ credit_reference: b.credit_reference }, 'Credit reference saved.');
  });

  registerCall(app, calls.admin.user.creditReferenceHistory, async (req, reply) => {
    const user = await userInDownline(db, req.user, req.body.user_id);
    if (!user) return outsideDownline(reply);
    const history = (await creditReferenceChanges(db, req.body.user_id)).map((h) => ({
      old_value: paiseToRupees(Number(h.old_value)),
      new_value: paiseToRupees(Number(h.new_value)),
      changed_by: h.user_name,
      date: new Date(Number(h.created_at)).toISOString(),
    }));
    return ok({ credit_reference: paiseToRupees(Number(user.credit_reference)), history }, 'Credit reference history.');
  });

  registerCall(app, calls.admin.user.changePassword, async (req, reply) => {
    const b = req.body;
    if (!(await userInDownline(db, req.user, b.user_id))) return outsideDownline(reply);
    const wrong = await checkCallerPassword(app, reply, req.user.userId, b.password);
    if (wrong) return wrong;
    // The operator now knows the password: the user must replace it at its next login.
    const passwordHash = await hashPassword(b.new_password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash, is_change_password: 1 }).where('user_id', '=', b.user_id).execute();
      await auditIn(req, trx);
    });
    await endAllSessions(app, b.user_id);
    // And its game links: a reset means the account may be in other hands (a lock blocks debits by itself).
    await expireLaunchTokens(db, b.user_id, Date.now());
    return ok(null, 'Password changed.');
  });

  registerCall(app, calls.admin.user.statement, async (req, reply) => {
    const b = req.body;
    if (!(await userInDownline(db, req.user, b.user_id))) return outsideDownline(reply);
    const window = reportWindow(b.from_date, b.to_date);
    if (!window.ok) return refuse(window.code, window.message);
    const result = await accountStatement(db, b.user_id, window, b.account_type, b.page, b.limit);
    return ok({ ...paged(result.data, result.total, b.limit), opening: result.opening }, 'Account statement.');
  });
};
