import { z } from 'zod';
import { entityId } from './catalog.ts';
import { pageOf } from './envelope.ts';
import { userRoles } from './roles.ts';
import { calendarDay } from './calendar-day.ts';
import { numeric } from './numeric.ts';

const targetTypes = ['user', 'market', 'fancy', 'match', 'setting'] as const;

/**
 * admin/audit/actions: one page of recorded operator actions, newest first. `user_id` keeps the
 * actions on or by that user; `action` one call path (admin/user/status); `target_type` and
 * `target_id` the actions on that target (a market, a user), approvals of held actions included;
 * the dates are India days, inclusive. A master or agent sees only actions on its downline and its own.
 */
export const auditActionsRequest = z
  .object({
    page: numeric(z.number().int().min(1)).default(1),
    limit: numeric(z.number().int().min(1).max(100)).default(25),
    user_id: entityId.optional(),
    action: z
      .string()
      .trim()
      .regex(/^admin\/[A-Za-z/]+$/, 'must be an operator call path such as admin/user/status')
      .max(80)
      .optional(),
    target_type: z.enum(targetTypes).optional(),
    target_id: entityId.optional(),
    from_date: calendarDay.optional(),
    to_date: calendarDay.optional(),
  })
  .refine((b) => !b.from_date || !b.to_date || b.from_date <= b.to_date, { message: 'must not be after to_date', path: ['from_date'] });

/** A snapshot of the row acted on (a user, a market, the global setting), as stored. */
const snapshot = z.record(z.string(), z.unknown()).nullable();

/** One recorded operator action: who, when, what, on what, before and after, why, from where. */
export const auditAction = z.object({
  action_id: z.number().int(),
  /** ISO-8601. */
  created_at: z.string(),
  actor_id: z.number().int(),
  actor_name: z.string(),
  actor_role: z.enum(userRoles),
  /** The call path, e.g. admin/user/status. */
  action: z.string(),
  target_type: z.enum(targetTypes).nullable(),
  target_id: z.number().int().nullable(),
  target_name: z.string().nullable(),
  reason: z.string().nullable(),
  ip: z.string(),
  /**
   * The request body as the call's schema parsed it, with passwords, one-time codes and secrets
   * removed; a body that is not an object (admin/settings/setButtons takes an array) is under `value`.
   */
  request: z.record(z.string(), z.unknown()),
  before: snapshot,
  after: snapshot,
  /**
   * The row this one follows from: the approval or rejection of a held action (admin/approval/decide,
   * naming the action's target with its before and after) links the row of the call that filed it.
   */
  linked_action_id: z.number().int().nullable(),
});
export type AuditAction = z.infer<typeof auditAction>;

export const auditActions = pageOf(auditAction);
