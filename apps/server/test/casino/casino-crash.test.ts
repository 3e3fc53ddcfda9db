import { spawn, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const childScript = fileURLToPath(new URL('./casino-server-child.ts', import.meta.url));

/** Starts the server child; resolves with its port once it listens (after finishing interrupted rounds). */
function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; exited: Promise<NodeJS.Signals | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\d+)/.exec(out);
      if (ready) resolve({ child, port: Number(ready[1]), exited });
    });
    void exited.then(() => reject(new Error(`server child exited before it was ready: ${out}`)));
  });
}

async function post(port: number, token: string, path: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await res.json()) as { status: boolean; code?: string; data: any };
}

describe.each(testDialects())('casino crash during settlement on %s', (dialect) => {
  let w: MoneyWorld;
  let dbEnv: Record<string, string>;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    const database = w.ctx.database;
    dbEnv =
      dialect === 'sqlite'
        ? { DATA_DIR: dirname(database.sqlite!.name), DATABASE_URL: '' }
        : {
            DATABASE_URL: process.env.TEST_DATABASE_URL!,
            PG_SCHEMA: String(
              (await database.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()).s,
            ),
          };
  });
  afterAll(async () => w?.ctx.close());

  it.each(['before', 'after'])(
    'pays every bet exactly once when the server is killed %s a round settlement commits',
    { timeout: 120_000 },
    async (when) => {
      const customers = await Promise.all(Array.from({ length: 6 }, () => w.customer(1000)));
      const first = await startChild({ ...dbEnv, CRASH: when });
      // Bets on the next lucky7 round with its full window.
      let roundId = 0;
      for (;;) {
        const tables = await post(first.port, customers[0]!.token, 'casino/getTables', {});
        const lucky7 = tables.data.find((t: { gtype: string }) => t.gtype === 'lucky7');
        if (lucky7.status === 'OPEN' && lucky7.autotime >= 1) {
          roundId = lucky7.market_id;
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      const answers = await Promise.all(
        customers.map((c, i) =>
          post(first.port, c.token, 'bet/placeMarketBet', {
            match_id: -1013,
            market_id: roundId,
            selection_id: 1 + (i % 6),
            is_back: true,
            odds: [2, 2, 2.1, 1.83, 1.97, 1.97][i % 6],
            stack: 100,
          }),
        ),
      );
      const placed = answers.filter((a) => a.status).length;
      expect(placed).toBeGreaterThan(0);
      expect(await first.exited).toBe('SIGKILL');

      const second = await startChild(dbEnv);
      second.child.kill('SIGTERM');
      await second.exited;

      const db = w.ctx.database.db;
      const round = await db.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
      expect(round.status).toBe('SETTLED');
      const bets = await db.selectFrom('bets').select(['user_id', 'pnl', 'outcome']).where('market_id', '=', round.market_id).execute();
      expect(bets).toHaveLength(placed);
      expect(bets.every((b) => b.outcome !== null)).toBe(true);
      const settlementRows = await db
        .selectFrom('ledger_entries')
        .select(['txn_id'])
        .where('ref_type', '=', 'market')
        .where('ref_id', '=', round.market_id)
        .where('kind', '=', 'SETTLEMENT')
        .execute();
      // One settlement transaction for the round, whatever the crash.
      expect(new Set(settlementRows.map((r) => r.txn_id)).size).toBe(1);
      for (const c of customers) {
        const mine = bets.filter((b) => Number(b.user_id) === c.userId);
        const balance = (await w.call(c.token, 'user/getUserBalance')).data;
        expect(balance.total_balance * 100).toBe(100_000 + mine.reduce((s, b) => s + Number(b.pnl), 0));
      }
      expect((await w.admin('admin/audit/ledger')).differences).toEqual([]);
    },
  );
});
