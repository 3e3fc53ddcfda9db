import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost, publishedPasswordProblem } from '../../src/db/seed/published-passwords.ts';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

const demoAccounts = [
  { userName: 'demo', password: 'demo1234', description: 'customer' },
  { userName: 'demo_new', password: 'demo1234', description: 'must change' },
];

describe('the published demo passwords off loopback', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => ctx?.close());

  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.0.0.2', 'localhost', '::1'].map(isLoopbackHost)).toEqual([true, true, true, true]);
    expect(['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'example.com'].map(isLoopbackHost)).toEqual([false, false, false, false, false]);
  });

  it('lets loopback start whatever the passwords', async () => {
    expect(await publishedPasswordProblem('127.0.0.1', ctx.database.db, demoAccounts)).toBeNull();
  });

  it('names every account still on its published password, the default operator password included', async () => {
    const problem = await publishedPasswordProblem('0.0.0.0', ctx.database.db, demoAccounts);
    expect(problem).toMatch(/HOST=0\.0\.0\.0/);
    // The test app's ADMIN_PASSWORD is the default admin1234: published too.
    expect(problem).toMatch(/demo, demo_new, admin still use the published demo passwords/);
  });

  it('lets another address start once the passwords were changed', async () => {
    const privateHash = await hashPassword('a-Private-pass9');
    await ctx.database.db
      .updateTable('users')
      .set({ password_hash: privateHash })
      .where('user_name', 'in', ['demo', 'demo_new', 'admin'])
      .execute();
    expect(await publishedPasswordProblem('0.0.0.0', ctx.database.db, demoAccounts)).toBeNull();
  });
});

describe('npm start off loopback', () => {
  it('refuses to listen on 0.0.0.0 with the demo passwords, naming the setting', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bx-host-'));
    try {
      const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
      const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, HOST: '0.0.0.0', PORT: '0', DATA_DIR: dataDir, SIMULATOR: 'off', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Refusing to listen on HOST=0\.0\.0\.0: admin, admin2, demo,/);
      expect(run.stdout).not.toMatch(/Exchange running/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
