import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, defineCalls, envelope, isAuditedCall } from '../src/index.ts';

describe('isAuditedCall', () => {
  it("records the operator's changes and none of their reads", () => {
    for (const call of [calls.admin.user.status, calls.admin.user.chips, calls.admin.market.result, calls.admin.settings.update])
      expect(isAuditedCall(call), call.path).toBe(true);
    for (const call of [
      calls.admin.user.list,
      calls.admin.user.creditReferenceHistory,
      calls.admin.user.summary,
      calls.admin.audit.actions,
      calls.admin.audit.ledger,
      calls.admin.casino.round,
    ])
      expect(isAuditedCall(call), call.path).toBe(false);
  });

  it('records a new operator call by default, unless it declares that it reads; never a customer call', () => {
    const { post } = defineCalls('test');
    const answer = envelope(z.null());
    expect(isAuditedCall(post('admin/thing/adjust', undefined, answer, { access: 'admin' }))).toBe(true);
    expect(isAuditedCall(post('admin/thing/peek', undefined, answer, { access: 'operator', reads: true }))).toBe(false);
    expect(isAuditedCall(post('admin/report/profitLoss', undefined, answer, { access: 'admin' }))).toBe(false);
    expect(isAuditedCall(calls.bet.placeMarketBet)).toBe(false);
  });
});
