import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database.ts';
import { openMatchOddsMarket } from '../helpers/open-match-odds-market.ts';
import { startServerChild } from '../helpers/server-child.ts';

// Issue 32 item 6: an online backup taken by `npm run admin -- backup` while real bets flow into a
// real server process, restored with `npm run admin -- restore` into a fresh data directory.
const adminCli = fileURLToPath(new URL('../../src/cli/admin.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'bx-backup-'));
const first = join(root, 'first');
const fresh = join(root, 'fresh');
const backup = join(root, 'exchange-backup.sqlite');

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<NodeJS.Signals | number | null>;
}

async function startOn(dataDir: string): Promise<Server> {
  const server = await startServerChild({ DATABASE_URL: '', DATA_DIR: dataDir, SIMULATOR: 'off' });
  return { ...server, base: `${server.origin}/api/` };
}

/** `npm run admin -- <args>` against `dataDir`: its exit code and what it printed. */
function admin(args: string[], dataDir: string): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', adminCli, ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

async function post(base: string, path: string, token: string | null, body: unknown): Promise<{ status: boolean; data: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: boolean; data: unknown };
}

async function login(base: string, user: string, password: string): Promise<string> {
  const answer = await post(base, 'user/login', null, { user_name: user, password });
  return (answer.data as { token: string }).token;
}

function storedClientRefs(dataDir: string): Set<string> {
  const db = new SqliteDatabase(join(dataDir, 'exchange.sqlite'), { readonly: true });
  try {
    const rows = db.prepare("SELECT client_ref FROM bets WHERE client_ref LIKE 'backup-%'").all() as { client_ref: string }[];
    return new Set(rows.map((r) => r.client_ref));
  } finally {
    db.close();
  }
}

const stopped = (server: Server) => {
  server.child.kill('SIGTERM');
  return server.exited;
};

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('SQLite backup and restore (npm run admin -- backup / restore)', () => {
  /** client_ref -> the body of its bet and the first answer, for bets acknowledged before the backup started. */
  const ackedBeforeBackup = new Map<string, { body: object; answer: unknown }>();

  it('takes a consistent backup while bets flow, and restores it into a fresh data directory', { timeout: 300_000 }, async () => {
    const server = await startOn(first);
    const token = await login(server.base, 'demo', 'demo1234');
    const opened = await createDatabase({ dataDir: first });
    const market = await openMatchOddsMarket(opened.db);
    await opened.close();
    const acked = new Map<string, { body: object; answer: unknown }>();
    let sent = 0;
    let flowing = true;
    const sender = async () => {
      while (flowing) {
        const ref = `backup-${sent++}`;
        const body = { ...market, is_back: true, odds: 50, stack: 10, client_ref: ref };
        const answer = await post(server.base, 'bet/placeMarketBet', token, body);
        if (answer.status) acked.set(ref, { body, answer });
      }
    };
    const senders = Array.from({ length: 6 }, sender);
    while (acked.size < 100) await new Promise((r) => setTimeout(r, 10));

    for (const [ref, bet] of acked) ackedBeforeBackup.set(ref, bet);
    const ackedAtStart = acked.size;
    const backedUp = await admin(['backup', backup], first);
    const ackedDuringBackup = acked.size - ackedAtStart;
    flowing = false;
    await Promise.all(senders);
    expect(backedUp.err).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.out).toMatch(/^Backed up .* bets, \d+ migrations/);
    // The load really ran beside the copy.
    expect(ackedDuringBackup).toBeGreaterThan(0);
    // A backup never overwrites a file.
    const again = await admin(['backup', backup], first);
    expect(again.code).toBe(1);
    expect(again.err).toContain('exists already');
    expect(await stopped(server)).toBe(0);

    const restored = await admin(['restore', backup], fresh);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    const second = await startOn(fresh);
    try {
      const stored = storedClientRefs(fresh);
      expect([...ackedBeforeBackup.keys()].filter((ref) => !stored.has(ref))).toEqual([]);
      const adminToken = await login(second.base, 'admin', 'admin1234');
      const audit = (await (
        await fetch(`${second.base}admin/audit/ledger`, { headers: { authorization: `Bearer ${adminToken}` } })
      ).json()) as {
        status: boolean;
        data: { differences: unknown[]; entries: number };
      };
      expect(audit.status).toBe(true);
      expect(audit.data.differences).toEqual([]);
      expect(audit.data.entries).toBeGreaterThan(0);
      const customer = await login(second.base, 'demo', 'demo1234');
      for (const { body, answer } of ackedBeforeBackup.values()) {
        expect(await post(second.base, 'bet/placeMarketBet', customer, body)).toEqual(answer);
      }

      const refused = await admin(['restore', backup], fresh);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/^Restore refused: a server is running on .*exchange\.sqlite .*Stop it first/);
    } finally {
      await stopped(second);
    }
  });

  it('is not blocked by a server that was killed, and keeps the database it replaces', { timeout: 120_000 }, async () => {
    const server = await startOn(first);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    const restored = await admin(['restore', backup], first);
    expect(restored.code).toBe(0);
    const kept = readdirSync(first).filter((f) => f.startsWith('exchange.sqlite.before-restore-') && !f.endsWith('-wal'));
    expect(kept).toHaveLength(1);
    expect(restored.out).toContain(kept[0]);
    expect(storedClientRefs(first).size).toBe(storedClientRefs(fresh).size);
  });

  it('refuses a file that is not an exchange database and leaves the target as it was', { timeout: 60_000 }, async () => {
    const junk = join(root, 'junk.sqlite');
    writeFileSync(junk, 'not a database at all, just some bytes that are long enough to look like a header');
    const notOurs = join(root, 'other.sqlite');
    new SqliteDatabase(notOurs).exec('CREATE TABLE t (x)');
    const target = join(root, 'untouched');
    for (const file of [junk, notOurs, join(root, 'missing.sqlite')]) {
      const refused = await admin(['restore', file], target);
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/^Restore refused: /);
    }
    expect(existsSync(join(target, 'exchange.sqlite'))).toBe(false);
  });
});
