import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditTarget } from './audit-target.ts';

export interface TargetSnapshot {
  /** The row as stored (amounts in paise), without password hashes or TOTP secrets. */
  row: Record<string, unknown>;
  name: string;
  /** The user the row belongs to, for the downline scope of the audit's readers. */
  userId: number | null;
}

/** A user's row and its wallet (chips move the wallet, not the user row). */
async function userSnapshot(db: Kysely<Database>, userId: number): Promise<TargetSnapshot | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('accounts', (join) => join.onRef('accounts.user_id', '=', 'users.user_id').on('accounts.kind', '=', 'CUSTOMER_MAIN'))
    .select([
      'users.user_id',
      'users.user_name',
      'users.name',
      'users.role',
      'users.parent_id',
      'users.is_change_password',
      'users.credit_reference',
      'users.partnership_bp',
      'users.exposure_limit',
      'users.min_stake',
      'users.max_stake',
      'users.user_lock',
      'users.bet_lock',
      'accounts.balance',
    ])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { row, name: row.user_name, userId } : null;
}

async function marketSnapshot(db: Kysely<Database>, marketId: number): Promise<TargetSnapshot | null> {
  const row = await db
    .selectFrom('markets')
    .select([
      'market_id',
      'match_id',
      'name',
      'market_type',
      'status',
      'in_play',
      'bet_delay',
      'min_stake',
      'max_stake',
      'max_exposure',
      'commission_bp',
      'yes_line',
      'yes_rate',
      'no_line',
      'no_rate',
      'result_json',
      'settled_at',
    ])
    .where('market_id', '=', marketId)
    .executeTakeFirst();
  return row ? { row, name: row.name, userId: null } : null;
}

async function matchSnapshot(db: Kysely<Database>, matchId: number): Promise<TargetSnapshot | null> {
  const row = await db
    .selectFrom('matches')
    .select(['match_id', 'sport_id', 'series_id', 'name', 'open_date', 'status', 'is_active'])
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return row ? { row, name: row.name, userId: null } : null;
}

async function settingSnapshot(db: Kysely<Database>): Promise<TargetSnapshot | null> {
  const stored = await db.selectFrom('global_settings').selectAll().where('setting_id', '=', 1).executeTakeFirst();
  if (!stored) return null;
  const { setting_id: _id, ...row } = stored;
  return { row, name: 'global setting', userId: null };
}

/** The target's row now (read in `db`, which may be the action's own transaction), or null when it has none. */
export function targetSnapshot(db: Kysely<Database>, target: AuditTarget): Promise<TargetSnapshot | null> {
  switch (target.type) {
    case 'user':
      return userSnapshot(db, target.id);
    // A fancy is a row of the markets table under its own id.
    case 'market':
    case 'fancy':
      return marketSnapshot(db, target.id);
    case 'match':
      return matchSnapshot(db, target.id);
    case 'setting':
      return settingSnapshot(db);
  }
}
