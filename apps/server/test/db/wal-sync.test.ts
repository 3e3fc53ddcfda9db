import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { WalSync, walSyncFor } from '../../src/db/wal-sync.ts';

describe('the WAL flush a writer answers after', () => {
  const opened: SqliteDatabase.Database[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bx-wal-sync-'));
  afterAll(() => {
    for (const db of opened) db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  /** A WAL database file opened at `level`, with a table written (so its -wal file exists). */
  const open = (level: 'NORMAL' | 'FULL' | 'EXTRA') => {
    const db = new SqliteDatabase(join(dir, `db${opened.length}.sqlite`));
    opened.push(db);
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${level}`);
    db.exec('CREATE TABLE t (x)');
    return db;
  };

  it('is one per connection opened at FULL or above, keeps its level, and takes the checkpoints off the connection', () => {
    const db = open('FULL');
    const shared = walSyncFor(db);
    expect(shared).toBeInstanceOf(WalSync);
    expect(walSyncFor(db)).toBe(shared);
    expect(shared!.synchronous).toBe(2);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(walSyncFor(open('EXTRA'))!.synchronous).toBe(3);
    expect(walSyncFor(open('FULL'))).not.toBe(shared);
  });

  it('is none for a connection whose commits flush nothing, or that has no file', () => {
    const normal = open('NORMAL');
    expect(walSyncFor(normal)).toBeNull();
    expect(walSyncFor(normal, () => undefined)).toBeNull();
    expect(normal.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    const memory = new SqliteDatabase(':memory:');
    opened.push(memory);
    memory.pragma('synchronous = FULL');
    expect(walSyncFor(memory)).toBeNull();
  });

  it("gives a writer with a flush of its own (a test's) a WalSync of its own on the same WAL, at the connection's level", async () => {
    const db = open('EXTRA');
    const flushed: number[] = [];
    const own = walSyncFor(db, (fd, done) => {
      flushed.push(fd);
      done(null);
    });
    expect(own).not.toBe(walSyncFor(db));
    expect(own!.synchronous).toBe(3);
    await own!.sync();
    expect(flushed).toHaveLength(1);
  });

  it('rejects every later flush once one failed, and a flush whose WAL cannot be opened', async () => {
    const failure = Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    let flushes = 0;
    const failing = walSyncFor(open('FULL'), (_fd, done) => {
      flushes += 1;
      done(failure);
    });
    await expect(failing!.sync()).rejects.toBe(failure);
    await expect(failing!.sync()).rejects.toBe(failure);
    expect(flushes).toBe(1);
    await expect(new WalSync(join(dir, 'missing.sqlite-wal')).sync()).rejects.toThrow(/ENOENT/);
  });
});
