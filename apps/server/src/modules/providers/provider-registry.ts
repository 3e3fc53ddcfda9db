import type { Kysely, Selectable } from 'kysely';
import type { AdminProvider, ProviderLobby, ProviderSportId } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import type { ProvidersTable } from './provider-tables.ts';

export type ProviderRow = Selectable<ProvidersTable>;

export function findProvider(db: Kysely<Database>, providerId: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('providers').selectAll().where('provider_id', '=', providerId).executeTakeFirst();
}

/** The providers switched on, for the customer's menus and lobbies. */
export async function activeLobbies(db: Kysely<Database>): Promise<ProviderLobby[]> {
  const rows = await db
    .selectFrom('providers')
    .select(['provider_id', 'name', 'sport_id'])
    .where('is_active', '=', 1)
    .orderBy('provider_id')
    .execute();
  return rows.map((r) => ({ provider_id: r.provider_id, name: r.name, sport_id: r.sport_id }));
}

/** A provider as the operator sees it, with the operators' actions on it (never its secret). */
export async function adminView(db: Kysely<Database>, row: ProviderRow): Promise<AdminProvider> {
  const actions = await db
    .selectFrom('provider_actions')
    .select(['action', 'admin_user_id', 'created_at'])
    .where('provider_id', '=', row.provider_id)
    .orderBy('action_id', 'desc')
    .limit(20)
    .execute();
  return {
    provider_id: row.provider_id,
    name: row.name,
    sport_id: row.sport_id,
    launch_url: row.launch_url,
    is_active: Number(row.is_active) === 1,
    created_at: new Date(Number(row.created_at)).toISOString(),
    actions: actions.map((a) => ({
      action: a.action,
      admin_user_id: Number(a.admin_user_id),
      created_at: new Date(Number(a.created_at)).toISOString(),
    })),
  };
}

export interface NewProvider {
  provider_id: string;
  name: string;
  secret: string;
  launch_url: string;
  sport_id: ProviderSportId;
}

/** Registers a provider (switched on); false when the id is taken. Idempotent for the seed through `onConflict`. */
export async function insertProvider(db: Kysely<Database>, p: NewProvider, now: number): Promise<boolean> {
  const result = await db
    .insertInto('providers')
    .values({ ...p, is_active: 1, created_at: now })
    .onConflict((oc) => oc.column('provider_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
