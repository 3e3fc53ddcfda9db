import { paiseToRupees, type ApprovalKind, type SettingsUpdate } from '@bx/contract';
import type { AuditTarget } from '../operator-audit/audit-target.ts';

/** An action four eyes can hold back: what it needs to run later exactly as it was asked. */
export type ApprovalAction =
  | { kind: 'MARKET_ROLLBACK'; marketId: number }
  | { kind: 'BINARY_ROLLBACK'; matchId: number }
  | { kind: 'MATKA_ROLLBACK'; drawId: number }
  /** Between the requesting operator and its direct child, as admin/user/chips. */
  | { kind: 'CHIPS'; childId: number; type: 'D' | 'W'; paise: number; remark: string }
  | { kind: 'WALLET_CREDIT'; userId: number; paise: number; remark: string }
  /** An admin/settings/update body: held when it loosens a four eyes rule in force. */
  | { kind: 'SETTINGS_UPDATE'; change: SettingsUpdate };

/** Rollbacks undo a declared result; only an admin may approve one, as only an admin declares. */
export function isRollback(action: ApprovalAction): boolean {
  return action.kind === 'MARKET_ROLLBACK' || action.kind === 'BINARY_ROLLBACK' || action.kind === 'MATKA_ROLLBACK';
}

/** The columns a request is found and shown by. */
export function approvalColumns(action: ApprovalAction): {
  kind: ApprovalKind;
  market_id: number | null;
  target_user_id: number | null;
  amount: number | null;
} {
  switch (action.kind) {
    case 'MARKET_ROLLBACK':
      return { kind: action.kind, market_id: action.marketId, target_user_id: null, amount: null };
    case 'BINARY_ROLLBACK':
      return { kind: action.kind, market_id: action.matchId, target_user_id: null, amount: null };
    case 'MATKA_ROLLBACK':
      return { kind: action.kind, market_id: action.drawId, target_user_id: null, amount: null };
    case 'CHIPS':
      return { kind: action.kind, market_id: null, target_user_id: action.childId, amount: action.paise };
    case 'WALLET_CREDIT':
      return { kind: action.kind, market_id: null, target_user_id: action.userId, amount: action.paise };
    case 'SETTINGS_UPDATE':
      return { kind: action.kind, market_id: null, target_user_id: null, amount: null };
  }
}

/** The four eyes fields of a settings change in words, then the names of the others it sets. */
function describeSettingsUpdate(change: SettingsUpdate): string {
  const { four_eyes_credit_threshold: threshold, four_eyes_rollback: rollback, ...fields } = change;
  const parts = [
    ...(rollback === undefined ? [] : [rollback === '1' ? 'rollbacks wait for a second operator' : 'rollbacks no longer wait']),
    ...(threshold === undefined
      ? []
      : [threshold === 0 ? 'no credit waits' : `credits above ${inRupees(Math.round(threshold * 100))} wait`]),
    ...Object.keys(fields),
  ];
  return parts.join(', ');
}

const inRupees = (paise: number) => `₹${paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** The action in words, for the approver. */
export function describeAction(action: ApprovalAction, targetName: string | null): string {
  switch (action.kind) {
    case 'MARKET_ROLLBACK':
      return `Roll back the result of market ${action.marketId}`;
    case 'BINARY_ROLLBACK':
      return `Roll back binary session ${action.matchId}`;
    case 'MATKA_ROLLBACK':
      return `Roll back matka draw ${action.drawId}`;
    case 'CHIPS':
      return `${action.type === 'D' ? 'Deposit' : 'Withdraw'} ${inRupees(action.paise)} ${action.type === 'D' ? 'to' : 'from'} ${targetName ?? action.childId}: ${action.remark}`;
    case 'WALLET_CREDIT':
      return `Credit ${inRupees(action.paise)} to ${targetName ?? action.userId}: ${action.remark}`;
    case 'SETTINGS_UPDATE':
      return `Change the settings: ${describeSettingsUpdate(action.change)}`;
  }
}

/**
 * What the action changes, as the audit names it: the target the row of the call that filed it
 * names (the market of a rollback, the match of a binary session or matka draw, the user of chips
 * or a credit), so its approval is found among the rows on that target.
 */
export function approvalTarget(action: ApprovalAction): AuditTarget {
  switch (action.kind) {
    case 'MARKET_ROLLBACK':
      return { type: 'market', id: action.marketId };
    case 'BINARY_ROLLBACK':
      return { type: 'match', id: action.matchId };
    case 'MATKA_ROLLBACK':
      return { type: 'match', id: action.drawId };
    case 'CHIPS':
      return { type: 'user', id: action.childId };
    case 'WALLET_CREDIT':
      return { type: 'user', id: action.userId };
    case 'SETTINGS_UPDATE':
      return { type: 'setting', id: 1 };
  }
}
