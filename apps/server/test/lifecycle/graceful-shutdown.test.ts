import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './server-process.ts';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

type Answer =
  | { kind: 'answered'; http: number; status: boolean; code?: string; betId?: number }
  | { kind: 'refused' }
  | { kind: 'lost'; error: string };

describe('SIGTERM under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers every caller it accepted, loses no acknowledged bet and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SIMULATOR: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
      void exited.then((code) => reject(new Error(`server exited ${code} before listening`)));
    });
    const base = `http://127.0.0.1:${port}/api/`;
    const login = (await (
      await fetch(`${base}user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_name: 'demo', password: 'demo1234' }),
      })
    ).json()) as { data: { token: string } };
    const token = login.data.token as string;

    // An open match-odds market of the demo world; backs at 50.0 rest unmatched and hold their stake.
    const file = new Database(join(dataDir, 'exchange.sqlite'), { readonly: true });
    const market = file
      .prepare(
        `SELECT m.market_id, m.match_id, r.selection_id FROM markets m JOIN market_runners r ON r.market_id = m.market_id
         WHERE m.market_type = 'MATCH_ODDS' AND m.status = 'OPEN' AND m.in_play = 0 LIMIT 1`,
      )
      .get() as { market_id: number; match_id: number; selection_id: number };
    file.close();

    const place = async (i: number): Promise<Answer> => {
      try {
        const res = await fetch(`${base}bet/placeMarketBet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            match_id: market.match_id,
            market_id: market.market_id,
            selection_id: market.selection_id,
            is_back: true,
            odds: 50,
            stack: 10,
            client_ref: `shutdown-${i}`,
          }),
        });
        const body = (await res.json()) as { status: boolean; code?: string; data: { bet_id?: number } | null };
        return { kind: 'answered', http: res.status, status: body.status, code: body.code, betId: body.data?.bet_id };
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        return code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'lost', error: String(code ?? error) };
      }
    };
    const sent: Promise<Answer>[] = [];
    for (let i = 0; i < 300; i++) {
      sent.push(place(i));
      if (i === 150) child.kill('SIGTERM');
      if (i % 10 === 0) await new Promise((r) => setTimeout(r, 2));
    }
    const answers = await Promise.all(sent);
    expect(await exited).toBe(0);

    expect(answers.filter((a) => a.kind === 'lost')).toEqual([]);
    const placed = answers.filter((a): a is Extract<Answer, { kind: 'answered' }> => a.kind === 'answered' && a.status);
    expect(placed.length).toBeGreaterThan(0);
    // Each answered-but-refused call says why: closing (503) or a business code.
    for (const a of answers) if (a.kind === 'answered' && !a.status) expect(a.http === 503 || Boolean(a.code)).toBe(true);

    const after = new Database(join(dataDir, 'exchange.sqlite'), { readonly: true });
    const stored = after.prepare(`SELECT bet_id, client_ref FROM bets WHERE client_ref LIKE 'shutdown-%'`).all() as { bet_id: number }[];
    after.close();
    // Every acknowledged bet is on disk, and nothing is on disk that nobody was told of.
    expect(stored.map((b) => b.bet_id).sort((x, y) => x - y)).toEqual(placed.map((a) => a.betId!).sort((x, y) => x - y));
  });
});
