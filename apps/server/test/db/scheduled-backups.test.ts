import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExchangeDatabase } from '../../src/cli/check-exchange-database.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { ScheduledBackups } from '../../src/db/scheduled-backups.ts';
import { moveFunds } from '../../src/modules/ledger/wallet.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

const HOUR = 3_600_000;

describe('scheduled SQLite backups (BACKUP_EVERY, BACKUP_KEEP)', () => {
  let ctx: TestContext;
  const dir = mkdtempSync(join(tmpdir(), 'bx-scheduled-'));
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies the database when one is due by its clock and keeps only the newest', async () => {
    let now = Date.parse('2026-11-28T00:00:00Z');
    const backups = new ScheduledBackups({ sqlite: ctx.database.sqlite!, dir, everyMs: HOUR, keep: 2, now: () => now });
    // The first tick starts the clock: no copy at start (a restart loop must not fill the disk).
    expect(await backups.tick()).toBeNull();
    now += HOUR - 1;
    expect(await backups.tick()).toBeNull();
    const written: string[] = [];
    const demo = await ctx.database.db.selectFrom('users').select('user_id').where('user_name', '=', 'demo').executeTakeFirstOrThrow();
    for (let i = 0; i < 3; i++) {
      now += HOUR;
      // A ledger movement just before each copy: the copy must hold it.
      await moveFunds(ctx.database, Number(demo.user_id), 100 + i, `scheduled backup ${i}`);
      written.push((await backups.tick())!);
      expect(await backups.tick()).toBeNull();
    }
    expect(written.map((f) => f.slice(dir.length + 1))).toEqual([
      'exchange-20261128T015959Z.sqlite',
      'exchange-20261128T025959Z.sqlite',
      'exchange-20261128T035959Z.sqlite',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['exchange-20261128T025959Z.sqlite', 'exchange-20261128T035959Z.sqlite']);
    const newest = checkExchangeDatabase(written[2]!);
    expect(newest.ok).toBe(true);
    const live = await ctx.database.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const copy = new SqliteDatabase(written[2]!, { readonly: true });
    expect((copy.prepare('SELECT count(*) AS n FROM ledger_entries').get() as { n: number }).n).toBe(Number(live.n));
    copy.close();
  });

  it('reads BACKUP_EVERY as a duration and refuses it on PostgreSQL', () => {
    expect(loadConfig({ BACKUP_EVERY: '1h', BACKUP_KEEP: '5' })).toMatchObject({ BACKUP_EVERY: HOUR, BACKUP_KEEP: 5 });
    expect(loadConfig({ BACKUP_EVERY: '30m' }).BACKUP_EVERY).toBe(30 * 60_000);
    expect(loadConfig({}).BACKUP_EVERY).toBeUndefined();
    expect(() => loadConfig({ BACKUP_EVERY: 'hourly' })).toThrow(/BACKUP_EVERY: must be a duration/);
    expect(() => loadConfig({ BACKUP_EVERY: '10s' })).toThrow(/BACKUP_EVERY: must be at least 1m/);
    expect(() => loadConfig({ BACKUP_EVERY: '1h', DATABASE_URL: 'postgres://x/y' })).toThrow(ConfigError);
  });
});
