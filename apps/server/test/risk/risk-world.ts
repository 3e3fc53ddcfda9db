import { expect } from 'vitest';
import type { DialectName } from '../../src/db/dialect.ts';
import { HierarchyWorld, type Member } from '../hierarchy/hierarchy-world.ts';

/**
 * A master (80%) with two agents (40% each): agent1 has cust1 and cust2, agent2 has cust3. One
 * match with a Match Odds market (A, B) and a runs session at 50 (even money both sides).
 */
export class RiskWorld {
  private constructor(
    readonly h: HierarchyWorld,
    readonly master: Member,
    readonly agent1: Member,
    readonly agent2: Member,
    readonly cust1: Member,
    readonly cust2: Member,
    readonly cust3: Member,
    readonly matchId: number,
    readonly marketId: number,
    readonly sel: number[],
    readonly fancyId: number,
  ) {}

  static async create(dialect: DialectName): Promise<RiskWorld> {
    const h = await HierarchyWorld.create(dialect);
    const master = await h.create(h.admin, 'master', { partnership: 80 });
    const agent1 = await h.create(master, 'agent', { partnership: 40 });
    const agent2 = await h.create(master, 'agent', { partnership: 40 });
    const cust1 = await h.create(agent1, 'customer', { exposure_limit: 130 });
    const cust2 = await h.create(agent1, 'customer');
    const cust3 = await h.create(agent2, 'customer');
    const moves: [Member, Member, number][] = [
      [h.admin, master, 10_000],
      [master, agent1, 3000],
      [master, agent2, 3000],
      [agent1, cust1, 1000],
      [agent1, cust2, 1000],
      [agent2, cust3, 1000],
    ];
    for (const [from, to, amount] of moves) expect((await h.chips(from, to, 'D', amount)).status).toBe(true);
    const matchId = await h.w.match();
    const { marketId, sel } = await h.w.market(matchId, ['A', 'B']);
    const fancyId = await h.w.session(matchId);
    return new RiskWorld(h, master, agent1, agent2, cust1, cust2, cust3, matchId, marketId, sel, fancyId);
  }

  async bet(who: Member, selectionIndex: number, isBack: boolean, odds: number, stack: number) {
    const out = await this.h.as(who, 'bet/placeMarketBet', {
      match_id: this.matchId,
      market_id: this.marketId,
      selection_id: this.sel[selectionIndex],
      is_back: isBack,
      odds,
      stack,
    });
    expect(out, out.message).toMatchObject({ status: true });
    return out.data.bet_id as number;
  }

  async fancy(who: Member, yes: boolean, stack: number) {
    const out = await this.h.as(who, 'bet/placeFancyBet', {
      match_id: this.matchId,
      fancy_id: this.fancyId,
      is_back: yes,
      run: 50,
      size: 100,
      stack,
    });
    expect(out, out.message).toMatchObject({ status: true });
    return out.data.bet_id as number;
  }

  /**
   * The bets every test reads: cust1 backs A at 2.0 for ₹100, matched by cust3's lay; cust2 backs B
   * at 3.0 for ₹50 with nobody to match it; cust1 YES 50 for ₹20 and cust2 NO 50 for ₹30.
   */
  async placeAll() {
    await this.bet(this.cust1, 0, true, 2, 100);
    await this.bet(this.cust3, 0, false, 2, 100);
    await this.bet(this.cust2, 1, true, 3, 50);
    await this.fancy(this.cust1, true, 20);
    await this.fancy(this.cust2, false, 30);
  }

  close() {
    return this.h.close();
  }
}
