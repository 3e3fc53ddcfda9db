import { expect } from 'vitest';
import type { MoneyWorld } from '../trading/money-fixture.ts';

const SECOND_PASSWORD = 'second1234';
const seconds = new WeakMap<MoneyWorld, Promise<string>>();

/** A second admin of the world, logged in (created once per world): four eyes needs another operator to approve. */
export function secondAdminToken(w: MoneyWorld): Promise<string> {
  let token = seconds.get(w);
  if (!token) {
    token = (async () => {
      await w.admin('admin/user/create', { user_name: 'admin_two', password: 'first12345', name: 'Second Admin', role: 'admin' });
      const first = await w.login('admin_two', 'first12345');
      const changed = await w.call(first, 'user/changePassword', {
        master_password: 'first12345',
        new_password: SECOND_PASSWORD,
        confirm_password: SECOND_PASSWORD,
      });
      expect(changed, changed.message).toMatchObject({ status: true });
      return w.login('admin_two', SECOND_PASSWORD);
    })();
    seconds.set(w, token);
  }
  return token;
}

/** Approves a pending request as the second admin; answers the decision's envelope. */
export async function approveAsSecondAdmin(w: MoneyWorld, approvalId: number, decision: 'APPROVE' | 'REJECT' = 'APPROVE') {
  return w.call(await secondAdminToken(w), 'admin/approval/decide', { approval_id: approvalId, decision, password: SECOND_PASSWORD });
}

/**
 * An operator call four eyes holds (a rollback) run to its end: filed by the admin, which only
 * creates a pending request, then approved by a second admin. Answers the action's own data.
 */
export async function approvedBySecondAdmin(w: MoneyWorld, path: string, body: object) {
  const filed = await w.admin(path, body);
  expect(filed, `${path} should wait for approval`).toMatchObject({ status: 'PENDING' });
  const decided = await approveAsSecondAdmin(w, filed.approval_id);
  expect(decided, decided.message).toMatchObject({ status: true, data: { status: 'APPROVED' } });
  return decided.data.result;
}
