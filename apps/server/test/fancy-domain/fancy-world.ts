import { expect } from 'vitest';
import type { DialectName } from '../../src/db/dialect.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

/** One fancy bet as a test writes it: the side, the line it is quoted at, the stake in rupees. */
export interface LineBet {
  yes: boolean;
  line: number;
  stack: number;
}

/** MoneyWorld with one match and helpers for fancies: create, quote a line, bet at it, read what is held. */
export class FancyWorld {
  private constructor(
    readonly w: MoneyWorld,
    readonly matchId: number,
  ) {}

  static async create(dialect: DialectName): Promise<FancyWorld> {
    const w = await MoneyWorld.create(dialect);
    return new FancyWorld(w, await w.match());
  }

  /** A fancy at rate 100 both sides (a meter then wins and loses stake x runs of distance). */
  async fancy(type: string, extra: Record<string, unknown> = {}): Promise<number> {
    const body = {
      match_id: this.matchId,
      name: `${type} fancy`,
      fancy_type: type,
      session_value_yes: 50,
      session_size_yes: 100,
      session_value_no: 50,
      session_size_no: 100,
    };
    return (await this.w.admin('admin/fancy/create', { ...body, ...extra })).fancy_id as number;
  }

  bet(c: Customer, fancyId: number, isBack: boolean, run: number, size: number, stack: number) {
    return this.w.call(c.token, 'bet/placeFancyBet', { match_id: this.matchId, fancy_id: fancyId, is_back: isBack, run, size, stack });
  }

  /** Quotes the bet's line on both sides, then places it; it must be accepted. */
  async atLine(c: Customer, fancyId: number, b: LineBet): Promise<void> {
    await this.w.admin('admin/fancy/quote', { fancy_id: fancyId, session_value_yes: b.line, session_value_no: b.line });
    const placed = await this.bet(c, fancyId, b.yes, b.line, 100, b.stack);
    expect(placed, placed.message).toMatchObject({ status: true });
  }

  /** What is held for the customer's open fancies, in rupees (the balance's liability, as a positive number). */
  async held(c: Customer): Promise<number> {
    return -(await this.w.balance(c)).liability;
  }

  /** The fancy's exposure as match/getMatchDetail shows it to the customer. */
  async shownExposure(c: Customer, fancyId: number): Promise<number> {
    const detail = await this.w.call(c.token, 'match/getMatchDetail', { match_id: this.matchId });
    return detail.data.fancies.find((f: { fancy_id: number }) => f.fancy_id === fancyId).exposure as number;
  }

  result(fancyId: number, resultRun: number) {
    return this.w.call(this.w.adminToken, 'admin/market/result', { fancy_id: fancyId, result_run: resultRun });
  }

  close(): Promise<void> {
    return this.w.close();
  }
}
