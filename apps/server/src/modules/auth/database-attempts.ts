import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AttemptStore, FailureRecord } from './attempt-store.ts';

/** Every this many failures recorded here, expired rows are swept, which keeps the table bounded. */
const SWEEP_EVERY = 200;

/** Failure counts in the database (`auth_failures`), shared by every process on it. */
export class DatabaseAttempts implements AttemptStore {
  private added = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly namespace: string,
  ) {}

  async read(key: string, _windowMs: number, now: number): Promise<FailureRecord | null> {
    const row = await this.db
      .selectFrom('auth_failures')
      .select(['count', 'last_at'])
      .where('key', '=', this.namespace + key)
      .where('expires_at', '>=', now)
      .executeTakeFirst();
    return row ? { count: Number(row.count), last: Number(row.last_at) } : null;
  }

  async add(key: string, windowMs: number, now: number): Promise<void> {
    // One statement, so failures raced on several processes are all counted.
    await this.db
      .insertInto('auth_failures')
      .values({ key: this.namespace + key, count: 1, last_at: now, expires_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN auth_failures.expires_at < ${now} THEN 1 ELSE auth_failures.count + 1 END`,
          last_at: now,
          expires_at: now + windowMs,
        }),
      )
      .execute();
    this.added += 1;
    if (this.added % SWEEP_EVERY === 0) await this.db.deleteFrom('auth_failures').where('expires_at', '<', now).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db
      .deleteFrom('auth_failures')
      .where('key', '=', this.namespace + key)
      .execute();
  }
}
