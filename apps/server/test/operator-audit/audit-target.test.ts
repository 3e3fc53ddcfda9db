import { describe, expect, it } from 'vitest';
import { approvalTarget } from '../../src/modules/approvals/approval-action.ts';
import { auditTarget } from '../../src/modules/operator-audit/audit-target.ts';

describe('the target an audit row names', () => {
  it('names a matka draw as the match it is, though its calls send it as market_id', () => {
    expect(auditTarget('admin/matka/rollback', { market_id: 7 })).toEqual({ type: 'match', id: 7 });
    expect(auditTarget('admin/matka/void', { market_id: 7, reason: 'x' })).toEqual({ type: 'match', id: 7 });
    expect(auditTarget('admin/market/rollback', { market_id: 7 })).toEqual({ type: 'market', id: 7 });
  });

  it('names for a held action the target the call that filed it names', () => {
    const filed: [string, object, Parameters<typeof approvalTarget>[0]][] = [
      ['admin/market/rollback', { market_id: 3 }, { kind: 'MARKET_ROLLBACK', marketId: 3 }],
      ['admin/binary/rollback', { match_id: 4 }, { kind: 'BINARY_ROLLBACK', matchId: 4 }],
      ['admin/matka/rollback', { market_id: 5 }, { kind: 'MATKA_ROLLBACK', drawId: 5 }],
      ['admin/user/chips', { user_id: 6, type: 'D' }, { kind: 'CHIPS', childId: 6, type: 'D', paise: 1, remark: 'r' }],
      ['admin/wallet/credit', { user_id: 8 }, { kind: 'WALLET_CREDIT', userId: 8, paise: 1, remark: 'r' }],
    ];
    for (const [path, body, action] of filed) expect(approvalTarget(action), path).toEqual(auditTarget(path, body));
  });
});
