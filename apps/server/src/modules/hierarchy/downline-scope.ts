import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { findUserById, type UserRow } from '../auth/user-repository.ts';

/** More levels than the hierarchy has: a parent chain longer than this is a loop, not a downline. */
const MAX_DEPTH = 8;

/**
 * The user `targetId` if it is in the caller's downline (strictly below it), else null. An admin
 * is the root of the whole exchange; a master or agent owns what its parent chain leads up to
 * it. Walking up from the target costs at most one read per level, however wide the downline.
 */
export async function userInDownline(db: Kysely<Database>, caller: AuthUser, targetId: number): Promise<UserRow | null> {
  if (targetId === caller.userId) return null;
  const target = await findUserById(db, targetId);
  if (!target) return null;
  if (caller.role === 'admin') return target;
  let parentId = target.parent_id === null ? null : Number(target.parent_id);
  for (let depth = 0; parentId !== null && depth < MAX_DEPTH; depth += 1) {
    if (parentId === caller.userId) return target;
    const parent = await db.selectFrom('users').select('parent_id').where('user_id', '=', parentId).executeTakeFirst();
    parentId = parent?.parent_id == null ? null : Number(parent.parent_id);
  }
  return null;
}

/** The caller itself or a user of its downline (a level the caller may look at or create under). */
export async function selfOrDownline(db: Kysely<Database>, caller: AuthUser, userId: number): Promise<UserRow | null> {
  if (userId === caller.userId) return (await findUserById(db, userId)) ?? null;
  return userInDownline(db, caller, userId);
}

/**
 * The answer to a request about a user outside the caller's downline: 403, the same whether the
 * user exists or not, so an operator cannot map the rest of the exchange.
 */
export function outsideDownline(reply: FastifyReply) {
  void reply.code(403);
  return { status: false as const, message: 'This user is not in your downline.', code: 'FORBIDDEN', data: null };
}
