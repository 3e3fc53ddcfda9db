import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

export interface Answer {
  http: number;
  status: boolean;
  code?: string;
  message: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

/** Answers that say nothing was decided yet: the same client_ref is to be sent again. */
const RESEND = new Set(['OUTCOME_UNKNOWN', 'TRY_AGAIN']);

/** POSTs a bet as the customer and keeps the HTTP status with the envelope. */
export async function sendBet(w: MoneyWorld, c: Customer, body: Record<string, unknown>): Promise<Answer> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/bet/placeMarketBet',
    headers: { authorization: `Bearer ${c.token}` },
    payload: body,
  });
  return { http: res.statusCode, ...res.json() };
}

/**
 * Every answer a bet may get while connections fail: a decided outcome (HTTP 200), TRY_AGAIN
 * (HTTP 503, nothing placed: its batch or a read before it lost its connection) or
 * OUTCOME_UNKNOWN (HTTP 503). Never a 500, never anything else.
 */
function expectTrueOrUnknown(a: Answer): void {
  if (a.code && RESEND.has(a.code)) expect(a).toMatchObject({ http: 503, status: false, data: null });
  else expect(a.http, `${a.code}: ${a.message}`).toBe(200);
}

/**
 * Sends the bet until it gets a decided answer, re-sending TRY_AGAIN and OUTCOME_UNKNOWN with
 * the same client_ref, as a client should; returns every answer in order.
 */
export async function sendUntilDecided(w: MoneyWorld, c: Customer, body: Record<string, unknown>, tries = 500): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < tries; i++) {
    const a = await sendBet(w, c, body);
    answers.push(a);
    expectTrueOrUnknown(a);
    if (!a.code || !RESEND.has(a.code)) return answers;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no decided answer for ${String(body.client_ref)} after ${tries} tries: ${answers.at(-1)?.code}`);
}

/**
 * The database agrees with the answers: one bet for each client_ref answered "placed" (with the
 * answered bet id), none for a ref refused, and no other bet of these customers at all.
 */
export async function expectExactlyOnce(w: MoneyWorld, customers: Customer[], finals: { ref: string; answer: Answer }[]): Promise<void> {
  const rows = await w.ctx.database.db
    .selectFrom('bets')
    .select(['bet_id', 'client_ref'])
    .where(
      'user_id',
      'in',
      customers.map((c) => c.userId),
    )
    .execute();
  const byRef = new Map<string, number[]>();
  for (const r of rows) byRef.set(String(r.client_ref), [...(byRef.get(String(r.client_ref)) ?? []), r.bet_id]);
  const placed = finals.filter((f) => f.answer.status);
  for (const f of finals) expect(byRef.get(f.ref) ?? [], f.ref).toEqual(f.answer.status ? [f.answer.data.bet_id] : []);
  expect(rows.length).toBe(placed.length);
}

/**
 * Terminates a test server's PostgreSQL connections, and only those: the server connects with
 * `serverUrl` (its own application_name), the killer on a connection of its own.
 */
class ConnectionKiller {
  private readonly appName = `once_${randomBytes(5).toString('hex')}`;
  private readonly killer: pg.Client;
  readonly serverUrl: string;

  constructor(url: string) {
    this.serverUrl = named(url, this.appName);
    this.killer = new pg.Client({ connectionString: named(url, `${this.appName}_killer`) });
  }

  async connect(): Promise<void> {
    await this.killer.connect();
  }

  /** Terminates every connection of the server; answers how many there were. */
  async killAll(): Promise<number> {
    const { rows } = await this.killer.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
      this.appName,
    ]);
    return rows.length;
  }

  /**
   * Kills every 20-70 ms until `load` settles (or `ms` have passed); answers how many connections it
   * terminated. It follows the load, not the clock alone, so a slow machine gets as much chaos as a fast one.
   */
  async chaosDuring(load: Promise<unknown>, ms = Infinity): Promise<number> {
    let done = false;
    const finished = load.finally(() => void (done = true));
    let kills = 0;
    for (const until = Date.now() + ms; !done && Date.now() < until;) {
      kills += await this.killAll().catch(() => 0);
      await Promise.race([finished.catch(() => {}), new Promise((r) => setTimeout(r, 20 + Math.random() * 50))]);
    }
    await finished;
    return kills;
  }

  close(): Promise<void> {
    return this.killer.end();
  }
}

/** A test server on PostgreSQL with a killer for its connections; `lost` counts the connection errors its pool saw. */
export class KillableWorld {
  lost = 0;

  private constructor(
    readonly w: MoneyWorld,
    readonly killer: ConnectionKiller,
  ) {}

  static async create(url: string): Promise<KillableWorld> {
    const killer = new ConnectionKiller(url);
    let world: KillableWorld | null = null;
    const w = await MoneyWorld.create('postgres', {}, { databaseUrl: killer.serverUrl, onConnectionError: () => void (world!.lost += 1) });
    world = new KillableWorld(w, killer);
    await killer.connect();
    return world;
  }

  async close(): Promise<void> {
    await this.killer.close();
    await this.w.close();
  }
}

/** `base` with an application_name, so a test can pick out its own server's connections. */
function named(base: string, name: string): string {
  const u = new URL(base);
  u.searchParams.set('application_name', name);
  return u.toString();
}
