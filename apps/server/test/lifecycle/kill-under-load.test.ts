import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/create-database.ts';
import { auditLedger } from '../../src/modules/ledger/audit-ledger.ts';
import { testDialects, urlWithSchema } from '../helpers/test-app.ts';
import { freePort } from './server-process.ts';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

describe.each(testDialects())('kill -9 under load on %s', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-kill-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  let database: AppDatabase;
  beforeAll(async () => {
    // Opened first on PostgreSQL so the schema exists before the server migrates it.
    database = await createDatabase(dialect === 'postgres' ? { databaseUrl: url, dataDir, pgSchema: schema } : { dataDir });
  });
  afterAll(async () => {
    if (dialect === 'postgres') await database?.pool?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged bet, half-writes nothing, and the ledger audit stays empty', async () => {
    const port = await freePort();
    const databaseUrl = dialect === 'postgres' ? urlWithSchema(url, schema) : '';
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SIMULATOR: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, signal) => resolve(signal)));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
      void exited.then((signal) => reject(new Error(`server ended (${signal}) before listening`)));
    });
    const base = `http://127.0.0.1:${port}/api/`;
    const login = (await (
      await fetch(`${base}user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_name: 'demo', password: 'demo1234' }),
      })
    ).json()) as { data: { token: string } };

    // An open match-odds market of the demo world; backs at 50.0 rest unmatched and hold their stake.
    const market = await database.db
      .selectFrom('markets as m')
      .innerJoin('market_runners as r', 'r.market_id', 'm.market_id')
      .select(['m.market_id', 'm.match_id', 'r.selection_id'])
      .where('m.market_type', '=', 'MATCH_ODDS')
      .where('m.status', '=', 'OPEN')
      .where('m.in_play', '=', 0)
      .executeTakeFirstOrThrow();

    let answered = 0;
    const place = async (i: number): Promise<number | null> => {
      try {
        const res = await fetch(`${base}bet/placeMarketBet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.token}` },
          body: JSON.stringify({
            match_id: Number(market.match_id),
            market_id: Number(market.market_id),
            selection_id: Number(market.selection_id),
            is_back: true,
            odds: 50,
            stack: 10,
            client_ref: `kill-${i}`,
          }),
        });
        const body = (await res.json()) as { status: boolean; data: { bet_id?: number } | null };
        if (!body.status) return null;
        answered += 1;
        return Number(body.data!.bet_id);
      } catch {
        // The process died under this call: nothing was acknowledged.
        return null;
      }
    };
    const sent: Promise<number | null>[] = [];
    for (let i = 0; i < 300; i++) {
      sent.push(place(i));
      if (i === 150) {
        // Under load: some bets acknowledged, many more in flight, when the process dies.
        const deadline = Date.now() + 20_000;
        while (answered < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
        child.kill('SIGKILL');
      }
      if (i % 10 === 0) await new Promise((r) => setTimeout(r, 2));
    }
    const acknowledged = (await Promise.all(sent)).filter((id): id is number => id !== null);
    expect(await exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThan(0);

    const stored = await database.db.selectFrom('bets').select('bet_id').where('client_ref', 'like', 'kill-%').execute();
    const storedIds = new Set(stored.map((b) => Number(b.bet_id)));
    // Every acknowledged bet survived; a bet committed just before the kill may have gone unanswered.
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
    // Nothing half-written: every balance equals its ledger rows, held stakes match the bets.
    expect(await auditLedger(database.db)).toEqual([]);
  });
});
