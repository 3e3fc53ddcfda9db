import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/ledger/audit-ledger.ts';
import { openMatchOddsMarket } from '../helpers/open-match-odds-market.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// docs/deploy.md's PostgreSQL path, "Backup and restore": `pg_dump -Fc` while bets are placed,
// the schema lost, `pg_restore`, and the exchange goes on from the dump.
const run = promisify(execFile);
const url = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), 'bx-pgdump-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function inject(ctx: TestContext, path: string, token: string | null, body: unknown) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  return res.json() as { status: boolean; data: unknown };
}

describe.runIf(Boolean(url))('PostgreSQL: pg_dump -Fc under load, pg_restore', () => {
  it('keeps every bet acknowledged before the dump started, the ledger balanced and client_ref answers', { timeout: 120_000 }, async () => {
    const first = await createTestApp('postgres');
    const schema = first.database.pgSchema!;
    const login = async (ctx: TestContext, user: string, password: string) =>
      ((await inject(ctx, 'user/login', null, { user_name: user, password })).data as { token: string }).token;
    const token = await login(first, 'demo', 'demo1234');
    const market = await openMatchOddsMarket(first.database.db);
    const acked = new Map<string, { body: object; answer: unknown }>();
    let sent = 0;
    let flowing = true;
    const sender = async () => {
      while (flowing) {
        const body = { ...market, is_back: true, odds: 50, stack: 10, client_ref: `dump-${sent++}` };
        const answer = await inject(first, 'bet/placeMarketBet', token, body);
        if (answer.status) acked.set(body.client_ref, { body, answer });
      }
    };
    const senders = Array.from({ length: 4 }, sender);
    while (acked.size < 40) await new Promise((r) => setTimeout(r, 10));
    const beforeDump = new Map(acked);
    const dump = join(dir, 'exchange.dump');
    await run('pg_dump', ['-Fc', '-n', schema, '-f', dump, url!]);
    flowing = false;
    await Promise.all(senders);
    // The schema is lost (close drops it), then comes back from the dump.
    await first.close();
    await run('pg_restore', ['--no-owner', '-d', url!, dump]);

    const second = await createTestApp('postgres', { seed: false, database: { pgSchema: schema } });
    try {
      const stored = await second.database.db.selectFrom('bets').select('client_ref').where('client_ref', 'like', 'dump-%').execute();
      const refs = new Set(stored.map((b) => b.client_ref));
      expect([...beforeDump.keys()].filter((ref) => !refs.has(ref))).toEqual([]);
      expect(await auditLedger(second.database.db)).toEqual([]);
      const customer = await login(second, 'demo', 'demo1234');
      for (const { body, answer } of beforeDump.values())
        expect(await inject(second, 'bet/placeMarketBet', customer, body)).toEqual(answer);
    } finally {
      await second.close();
    }
  });
});
