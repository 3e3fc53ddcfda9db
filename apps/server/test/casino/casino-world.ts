import { randomBytes } from 'node:crypto';
import { dealRound, type Deal, type TableType } from '@bx/games';
import type { DialectName } from '../../src/db/dialect.ts';
import type { CasinoService } from '../../src/modules/casino/casino-service.ts';
import { fairStream } from '../../src/modules/fairness/hmac-blocks.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

export const TABLE_IDS: Record<TableType, number> = { teen20: -1, dt20: -1011, lucky7: -1013, aaa: -1016, card32: -1010, ab20: -7 };
const CLIENT_SEED = 'casino-test';

/**
 * A secret s_N for a one-round chain (s_1 = s_N) whose deal satisfies `wanted`: how a test sets
 * up a tie or a seven without touching the deal itself.
 */
export function secretDealing(type: TableType, wanted: (deal: Deal) => boolean): string {
  for (;;) {
    const secret = randomBytes(32).toString('hex');
    if (wanted(dealRound(type, fairStream(secret, CLIENT_SEED, 1)))) return secret;
  }
}

/**
 * A server with Our Casino's six tables on a test clock: a 10 s window, cards 100 ms apart, the
 * result shown 500 ms. `advance` moves the clock and runs the tables to it.
 */
export class CasinoWorld {
  now = Date.parse('2026-11-24T10:00:00Z');
  /** Secrets the next chains of a table start from (one-round chains), in order. */
  readonly secrets = new Map<string, string[]>();

  private constructor(readonly money: MoneyWorld) {}

  /** `startAt`: the clock's first reading (a report test starts on the real day: reports look back from it). */
  static async create(dialect: DialectName, chainLength = 1, startAt?: number): Promise<CasinoWorld> {
    const world = new CasinoWorld(await MoneyWorld.create(dialect));
    if (startAt !== undefined) world.now = startAt;
    world.casino.configure({
      clock: () => world.now,
      bettingMs: 10_000,
      revealMs: 100,
      resultMs: 500,
      chainLength,
      clientSeed: () => CLIENT_SEED,
      chainSecret: (owner) => world.secrets.get(owner)?.shift() ?? randomBytes(32).toString('hex'),
    });
    await world.casino.init();
    return world;
  }

  get casino(): CasinoService {
    return this.money.ctx.services.casino;
  }

  get db() {
    return this.money.ctx.database.db;
  }

  async advance(ms: number): Promise<void> {
    this.now += ms;
    await this.casino.tick();
  }

  /** Runs the clock until the table has an OPEN round with its full window; returns the round id. */
  async openRound(type: TableType): Promise<number> {
    for (;;) {
      const round = this.casino.table(TABLE_IDS[type])!.round;
      if (round?.status === 'OPEN' && round.openedAt === this.now) return round.roundId;
      await this.advance(100);
    }
  }

  /** Runs the clock until the round is paid and its result shows. */
  async finishRound(type: TableType, roundId: number): Promise<void> {
    for (;;) {
      const round = this.casino.table(TABLE_IDS[type])!.round;
      if (!round || round.roundId !== roundId || round.status === 'RESULT') return;
      await this.advance(100);
    }
  }

  bet(token: string, type: TableType, roundId: number, sid: number, odds: number, stack: number, isBack = true, clientRef?: string) {
    return this.money.call(token, 'bet/placeMarketBet', {
      match_id: TABLE_IDS[type],
      market_id: roundId,
      selection_id: sid,
      is_back: isBack,
      odds,
      stack,
      ...(clientRef ? { client_ref: clientRef } : {}),
    });
  }

  /** total_balance, available_balance and liability in rupees. */
  async balance(token: string): Promise<{ total: number; available: number; liability: number }> {
    const out = await this.money.call(token, 'user/getUserBalance');
    return { total: out.data.total_balance, available: out.data.available_balance, liability: out.data.liability };
  }
}
