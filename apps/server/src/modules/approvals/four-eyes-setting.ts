import { paiseToRupees, rupeesToPaise, type FourEyesSetting } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApprovalAction } from './approval-action.ts';
import { isRollback } from './approval-action.ts';

/** The stored four eyes rules: paise above which money moves wait (0 = off), and whether rollbacks wait. */
export interface FourEyesRules {
  creditThreshold: number;
  rollback: boolean;
}

/** Before the setting row exists (a fresh database before its seed): rollbacks wait, money moves do not. */
const DEFAULT_RULES: FourEyesRules = { creditThreshold: 0, rollback: true };

export async function readFourEyes(db: Kysely<Database>): Promise<FourEyesRules> {
  const row = await db
    .selectFrom('global_settings')
    .select(['four_eyes_credit_threshold', 'four_eyes_rollback'])
    .where('setting_id', '=', 1)
    .executeTakeFirst();
  if (!row) return DEFAULT_RULES;
  return { creditThreshold: Number(row.four_eyes_credit_threshold), rollback: Number(row.four_eyes_rollback) === 1 };
}

/** The rules as the API shows them (rupees, '0'/'1'). */
export function fourEyesAnswer(rules: FourEyesRules): FourEyesSetting {
  return { four_eyes_credit_threshold: paiseToRupees(rules.creditThreshold), four_eyes_rollback: rules.rollback ? '1' : '0' };
}

/** The rules after an admin/settings/update that may change either of them. */
export function updatedFourEyes(rules: FourEyesRules, change: Partial<FourEyesSetting>): FourEyesRules {
  return {
    creditThreshold:
      change.four_eyes_credit_threshold === undefined ? rules.creditThreshold : rupeesToPaise(change.four_eyes_credit_threshold)!,
    rollback: change.four_eyes_rollback === undefined ? rules.rollback : change.four_eyes_rollback === '1',
  };
}

/** The rules as the global_settings columns store them. */
export function fourEyesColumns(rules: FourEyesRules) {
  return { four_eyes_credit_threshold: rules.creditThreshold, four_eyes_rollback: rules.rollback ? 1 : 0 };
}

/**
 * Whether `next` frees an action `rules` hold back: rollbacks no longer waiting, or a threshold in
 * force raised or switched off. Such a change waits for a second admin itself; tightening does not.
 */
function loosens(rules: FourEyesRules, next: FourEyesRules): boolean {
  if (rules.rollback && !next.rollback) return true;
  return rules.creditThreshold > 0 && (next.creditThreshold === 0 || next.creditThreshold > rules.creditThreshold);
}

/** Whether the rules hold `action` back for a second operator: a rollback while on, money strictly above a set threshold. */
export function needsApproval(rules: FourEyesRules, action: ApprovalAction): boolean {
  if (isRollback(action)) return rules.rollback;
  if (action.kind === 'SETTINGS_UPDATE') return loosens(rules, updatedFourEyes(rules, action.change));
  if (action.kind === 'CHIPS' || action.kind === 'WALLET_CREDIT') return rules.creditThreshold > 0 && action.paise > rules.creditThreshold;
  return false;
}
