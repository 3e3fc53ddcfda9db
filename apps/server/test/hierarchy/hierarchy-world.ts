import { expect } from 'vitest';
import type { DialectName } from '../../src/db/dialect.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

export interface Member {
  userId: number;
  userName: string;
  token: string;
  password: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { statusCode: number; status: boolean; code?: string; message: string; data: any };

const PASSWORD = 'secret456';

/** A money world (no demo data) with helpers to build a downline through the API, as operators do. */
export class HierarchyWorld {
  private names = 0;

  private constructor(readonly w: MoneyWorld) {}

  static async create(dialect: DialectName): Promise<HierarchyWorld> {
    return new HierarchyWorld(await MoneyWorld.create(dialect));
  }

  get db() {
    return this.w.ctx.database.db;
  }

  /** The admin as a member, for calls made as it. */
  get admin(): Member {
    return { userId: 0, userName: 'admin', token: this.w.adminToken, password: 'admin1234' };
  }

  /** POST (GET without a body) as `who`, with the HTTP status beside the envelope. */
  async as(who: Member, path: string, body?: object): Promise<Answer> {
    const res = await this.w.ctx.app.inject({
      method: body === undefined ? 'GET' : 'POST',
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${who.token}` },
      ...(body === undefined ? {} : { payload: body }),
    });
    return { statusCode: res.statusCode, ...res.json() };
  }

  /** Creates a user under `parent` as `creator`, logs it in and replaces the operator's password, as a new user must. */
  async create(creator: Member, role: string, extra: Record<string, unknown> = {}): Promise<Member> {
    const userName = `${role}${++this.names}_${Date.now() % 100000}`;
    const out = await this.as(creator, 'admin/user/create', { user_name: userName, password: 'first1234', name: userName, role, ...extra });
    expect(out, out.message).toMatchObject({ status: true });
    const token = await this.w.login(userName, 'first1234');
    const changed = await this.as({ ...creator, token }, 'user/changePassword', {
      master_password: 'first1234',
      new_password: PASSWORD,
      confirm_password: PASSWORD,
    });
    expect(changed, changed.message).toMatchObject({ status: true });
    return { userId: out.data.user_id, userName, token, password: PASSWORD };
  }

  async chips(from: Member, to: Member, type: 'D' | 'W', amount: number, password = from.password): Promise<Answer> {
    return this.as(from, 'admin/user/chips', { user_id: to.userId, type, amount, remark: `chips ${type}`, password });
  }

  /** A user's MAIN account balance, paise. */
  async main(who: Member): Promise<number> {
    const row = await this.db
      .selectFrom('accounts')
      .select('balance')
      .where('user_id', '=', who.userId)
      .where('kind', '=', 'CUSTOMER_MAIN')
      .executeTakeFirst();
    return Number(row?.balance ?? 0);
  }

  async ledgerRows(): Promise<number> {
    const row = await this.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  expectAuditClean(): Promise<void> {
    return this.w.expectAuditClean();
  }

  close(): Promise<void> {
    return this.w.close();
  }
}
