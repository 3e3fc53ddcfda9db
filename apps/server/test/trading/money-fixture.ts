import { expect } from 'vitest';
import type { DatabaseOptions } from '../../src/db/create-database.ts';
import type { DialectName } from '../../src/db/dialect.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

export interface Customer {
  userId: number;
  token: string;
}

/** A server on an empty database (no demo world) with the operator logged in and helpers for the money calls. */
export class MoneyWorld {
  adminToken = '';
  private names = 0;

  private constructor(readonly ctx: TestContext) {}

  static async create(dialect: DialectName, env: Record<string, string> = {}, database?: Partial<DatabaseOptions>): Promise<MoneyWorld> {
    const world = new MoneyWorld(await createTestApp(dialect, { env: { SEED_DEMO: 'off', ...env }, database }));
    world.adminToken = await world.login('admin', 'admin1234');
    return world;
  }

  async login(userName: string, password: string): Promise<string> {
    const res = await this.ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { user_name: userName, password } });
    return res.json().data.token as string;
  }

  /** POST (or GET without a body) as the given token; returns the parsed envelope (data left untyped: tests read it freely). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async call(token: string, path: string, body?: unknown): Promise<{ status: boolean; code?: string; message: string; data: any }> {
    const res = await this.ctx.app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return res.json();
  }

  async admin(path: string, body?: unknown) {
    const out = await this.call(this.adminToken, path, body);
    expect(out, `${path}: ${out.message}`).toMatchObject({ status: true });
    return out.data;
  }

  async customer(balanceRupees: number): Promise<Customer> {
    const userName = `cust${++this.names}_${Date.now() % 100000}`;
    const { user_id: userId } = await this.admin('admin/user/create', {
      user_name: userName,
      password: 'secret123',
      name: userName,
      role: 'customer',
    });
    if (balanceRupees > 0) await this.admin('admin/wallet/credit', { user_id: userId, amount: balanceRupees, remark: 'opening' });
    const token = await this.login(userName, 'secret123');
    // An operator-created user must replace the operator's password before anything else.
    const changed = await this.call(token, 'user/changePassword', {
      master_password: 'secret123',
      new_password: 'secret456',
      confirm_password: 'secret456',
    });
    expect(changed, changed.message).toMatchObject({ status: true });
    return { userId, token };
  }

  async match(sportId = 4): Promise<number> {
    const db = this.ctx.database.db;
    const existing = await db.selectFrom('series').select('series_id').where('sport_id', '=', sportId).executeTakeFirst();
    const seriesId =
      existing?.series_id ??
      Number(
        (
          await db
            .insertInto('series')
            .values({ sport_id: sportId, name: `Series ${sportId}`, is_active: 1, is_header: 0, is_cup: 0 })
            .returning('series_id')
            .executeTakeFirstOrThrow()
        ).series_id,
      );
    const { match_id } = await this.admin('admin/match/create', {
      sport_id: sportId,
      series_id: seriesId,
      name: `Team A v Team B ${++this.names}`,
      open_date: Date.now() + 3_600_000,
    });
    return match_id;
  }

  async market(matchId: number, runners: string[], extra: Record<string, unknown> = {}): Promise<{ marketId: number; sel: number[] }> {
    const data = await this.admin('admin/market/create', {
      match_id: matchId,
      name: 'Match Odds',
      market_type: 'MATCH_ODDS',
      runners: runners.map((name) => ({ name })),
      ...extra,
    });
    return { marketId: data.market_id, sel: data.runners.map((r: { selection_id: number }) => r.selection_id) };
  }

  /** A bookmaker market: A backs at 1.50 and lays at 1.55, B backs at 2.00 and lays at 2.10. */
  async bookmaker(matchId: number, extra: Record<string, unknown> = {}): Promise<{ marketId: number; a: number; b: number }> {
    const created = await this.admin('admin/market/create', {
      match_id: matchId,
      name: 'Bookmaker',
      market_type: 'BOOKMAKER',
      runners: [
        { name: 'A', back_rate: 50, lay_rate: 55 },
        { name: 'B', back_rate: 100, lay_rate: 110 },
      ],
      ...extra,
    });
    return { marketId: created.market_id, a: created.runners[0].selection_id, b: created.runners[1].selection_id };
  }

  /** A runs session quoted YES 50 and NO 50, both at even money. */
  async session(matchId: number): Promise<number> {
    const created = await this.admin('admin/fancy/create', {
      match_id: matchId,
      name: 'Runs',
      fancy_type: 'SESSION',
      session_value_yes: 50,
      session_size_yes: 100,
      session_value_no: 50,
      session_size_no: 100,
    });
    return created.fancy_id as number;
  }

  async balance(c: Customer): Promise<{ total_balance: number; available_balance: number; liability: number }> {
    return (await this.call(c.token, 'user/getUserBalance')).data;
  }

  async bet(
    c: Customer,
    matchId: number,
    marketId: number,
    selectionId: number,
    isBack: boolean,
    odds: number,
    stack: number,
    extra: Record<string, unknown> = {},
  ) {
    return this.call(c.token, 'bet/placeMarketBet', {
      match_id: matchId,
      market_id: marketId,
      selection_id: selectionId,
      is_back: isBack,
      odds,
      stack,
      ...extra,
    });
  }

  /** The customer's ledger rows (MAIN and EXPOSURE accounts), oldest first. */
  async ledger(c: Customer) {
    return this.ctx.database.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
      .select(['ledger_entries.amount', 'ledger_entries.kind', 'accounts.kind as account'])
      .where('accounts.user_id', '=', c.userId)
      .orderBy('ledger_entries.entry_id')
      .execute();
  }

  async expectAuditClean(): Promise<void> {
    const audit = await this.admin('admin/audit/ledger');
    expect(audit.differences).toEqual([]);
  }

  close(): Promise<void> {
    return this.ctx.close();
  }
}
