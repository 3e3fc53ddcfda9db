import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedReferenceData } from '../../src/db/seed/seed-reference-data.ts';
import { TokenStore } from '../../src/modules/auth/token-store.ts';
import { insertBareCustomer } from '../../src/modules/auth/user-repository.ts';
import { auditLedger } from '../../src/modules/ledger/audit-ledger.ts';
import { moveFunds } from '../../src/modules/ledger/wallet.ts';
import { mintLaunchToken } from '../../src/modules/providers/launch-tokens.ts';
import { insertProvider } from '../../src/modules/providers/provider-registry.ts';
import { startServerChild, type ServerChild } from '../helpers/server-child.ts';
import { testDialects, urlWithSchema } from '../helpers/test-app.ts';

const PROVIDER = 'kill-provider';
const SECRET = 'kill-provider-secret-0123456789';
const CUSTOMERS = 6;
/** Per customer: spin lanes and wallet lanes running at once, each sending its calls one after another. */
const LANES = 3;
const FUNDS = 10_000_00;

interface Customer {
  userId: number;
  token: string;
  launch: string;
}

/** A call sent over HTTP: its body, and the answer when one came back before the kill. */
interface Sent {
  customer: Customer;
  path: 'slot/spin' | 'provider/wallet';
  /** How the database names it: `userId:client_ref` for a spin, the transactionId for a wallet call. */
  key: string;
  body: string;
  answer?: unknown;
}

describe.each(testDialects())('kill -9 under spins and provider wallet calls on %s', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-kill-spins-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  const env = {
    DATABASE_URL: dialect === 'postgres' ? urlWithSchema(url, schema) : '',
    DATA_DIR: dataDir,
    SIMULATOR: 'off',
    SEED_DEMO: 'off',
    ADMIN_PASSWORD: 'kill-test-admin',
  };
  let database: AppDatabase;
  const customers: Customer[] = [];
  let server: ServerChild | undefined;

  beforeAll(async () => {
    database = await createDatabase(dialect === 'postgres' ? { databaseUrl: url, dataDir, pgSchema: schema } : { dataDir });
    await migrateToLatest(database);
    await seedReferenceData(database.db);
    await insertProvider(
      database.db,
      { provider_id: PROVIDER, name: 'Kill test', secret: SECRET, launch_url: '/x', sport_id: 'worldcasino' },
      Date.now(),
    );
    const tokens = new TokenStore(database.db);
    for (let i = 0; i < CUSTOMERS; i++) {
      const userId = await insertBareCustomer(database.db, `kill${i}`);
      await moveFunds(database, userId, FUNDS, 'kill test funds');
      customers.push({
        userId,
        token: await tokens.issue(userId),
        launch: await mintLaunchToken(database.db, PROVIDER, userId, Date.now()),
      });
    }
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (dialect === 'postgres') await database?.pool?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (origin: string, s: Sent): Promise<unknown> => {
    const headers: Record<string, string> =
      s.path === 'slot/spin'
        ? { 'content-type': 'application/json', authorization: `Bearer ${s.customer.token}` }
        : { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(s.body).digest('hex') };
    const res = await fetch(`${origin}/api/${s.path}`, { method: 'POST', headers, body: s.body });
    return res.json();
  };

  it('keeps every acknowledged spin and wallet call once, answers each again as the first time, and the audit stays clean', async () => {
    server = await startServerChild(env);
    const { origin } = server;
    const sent: Sent[] = [];
    const acknowledged = { spins: 0, wallet: 0 };
    let killed = false;

    // Each lane sends until a call of it dies with the process (that call is unacknowledged).
    const lane = async (next: (i: number) => Sent[]) => {
      for (let i = 0; !killed; i++) {
        for (const s of next(i)) {
          sent.push(s);
          try {
            s.answer = await send(origin, s);
            if (s.path === 'slot/spin') acknowledged.spins += 1;
            else acknowledged.wallet += 1;
          } catch {
            return;
          }
        }
      }
    };
    const spinsOf = (c: Customer, l: number) => (i: number) => [
      {
        customer: c,
        path: 'slot/spin' as const,
        key: `${c.userId}:s${l}-${i}`,
        body: JSON.stringify({ game_id: 'classic-sevens', bet: 10 + (i % 3) * 10, client_ref: `s${l}-${i}` }),
      },
    ];
    // A provider round: a debit, then a credit (a win on every third round, nothing otherwise).
    const roundsOf = (c: Customer, l: number) => (i: number) =>
      (['debit', 'credit'] as const).map((action) => {
        const roundId = `r-${c.userId}-${l}-${i}`;
        const amount = action === 'debit' ? 1 + (i % 5) : i % 3 === 0 ? 3 * (1 + (i % 5)) : 0;
        const body = {
          action,
          provider_id: PROVIDER,
          token: c.launch,
          transactionId: `${roundId}:${action}`,
          roundId,
          gameId: 'k',
          amount,
        };
        return { customer: c, path: 'provider/wallet' as const, key: body.transactionId, body: JSON.stringify(body) };
      });
    const lanes = customers.flatMap((c) => Array.from({ length: LANES }, (_, l) => [lane(spinsOf(c, l)), lane(roundsOf(c, l))]).flat());
    // Under load: many calls of both kinds answered and one in flight on every lane when the process dies.
    const deadline = Date.now() + 60_000;
    while ((acknowledged.spins < 60 || acknowledged.wallet < 60) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    killed = true;
    expect(await server.exited).toBe('SIGKILL');
    await Promise.all(lanes);
    const answered = sent.filter((s) => s.answer !== undefined);
    expect(answered.filter((s) => s.path === 'slot/spin').length).toBeGreaterThan(0);
    expect(answered.filter((s) => s.path === 'provider/wallet').length).toBeGreaterThan(0);
    // Every answer the load received was a success: a refusal would prove nothing here.
    for (const s of answered) expect(s.answer).toMatchObject(s.path === 'slot/spin' ? { status: true } : { status: 'OP_SUCCESS' });

    // What the database holds after the kill: every acknowledged call, each at most once (the keys are unique per customer / provider).
    const spins = await database.db.selectFrom('slot_spins').select(['user_id', 'client_ref', 'cost', 'win']).execute();
    const moves = await database.db
      .selectFrom('provider_transactions')
      .select(['user_id', 'transaction_id', 'action', 'amount', 'status'])
      .execute();
    const stored = new Set([...spins.map((s) => `${s.user_id}:${s.client_ref}`), ...moves.map((m) => m.transaction_id)]);
    expect(answered.filter((s) => !stored.has(s.key)).map((s) => s.key)).toEqual([]);
    expect(stored.size).toBe(spins.length + moves.length);
    // Nothing half-written: every balance equals its ledger rows; and each stored call moved its money exactly once.
    expect(await auditLedger(database.db)).toEqual([]);
    const balances = await mainBalances(database);
    for (const c of customers) {
      const spun = spins.filter((s) => Number(s.user_id) === c.userId).reduce((t, s) => t - Number(s.cost) + Number(s.win), 0);
      const paid = moves
        .filter((m) => Number(m.user_id) === c.userId && m.status === 'OP_SUCCESS')
        .reduce((t, m) => t + (m.action === 'debit' ? -1 : 1) * Number(m.amount), 0);
      expect(balances.get(c.userId)).toBe(FUNDS + spun + paid);
    }

    // Restarted on the same data: each acknowledged call sent again answers exactly its first answer and moves nothing.
    server = await startServerChild(env);
    for (const s of answered) expect(await send(server.origin, s)).toEqual(s.answer);
    expect(await mainBalances(database)).toEqual(balances);
    expect(await auditLedger(database.db)).toEqual([]);
    server.child.kill('SIGKILL');
    await server.exited;
  });
});

async function mainBalances(database: AppDatabase): Promise<Map<number, number>> {
  const rows = await database.db
    .selectFrom('accounts')
    .select(['user_id', 'balance'])
    .where('kind', '=', 'CUSTOMER_MAIN')
    .where('user_id', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.balance)]));
}
