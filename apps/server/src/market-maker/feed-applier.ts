import type { OrderView } from '@bx/exchange';
import type { FastifyInstance } from 'fastify';
import type { Outcome } from '../modules/trading/shared/commands.ts';
import { updateFancyQuote } from '../modules/admin/quotes.ts';
import { publishFromDatabase } from '../realtime/realtime-bridge.ts';
import { addFeedEvent } from './add-feed-event.ts';
import type { MakerFunds } from './maker-funds.ts';
import { makerQuotePlan, type MakerOrder } from './maker-quote-plan.ts';
import type { FancyQuote, FeedEventRequest, FeedSink, MarketResult, RunnerPrices } from './price-feed.ts';

/** Cancels that found the order already done or gone: the market moved on meanwhile. */
const GONE = ['ORDER_NOT_CANCELLABLE', 'ORDER_NOT_FOUND'];

/**
 * The one sink every price feed talks to: liquidity as ordinary orders of the house market maker,
 * statuses, non-runners and results through the bets service, fancy quotes through the money
 * core's quote function. Rejections are logged (a feed must never stop on one market's refusal).
 */
export class FeedApplier implements FeedSink {
  private readonly service;

  constructor(
    private readonly app: FastifyInstance,
    private readonly funds: MakerFunds,
  ) {
    this.service = app.trading;
  }

  async quoteRunnerPrices(p: RunnerPrices): Promise<void> {
    const row = await this.app.database.db
      .selectFrom('markets')
      .select(['book_version', 'status'])
      .where('market_id', '=', p.marketId)
      .executeTakeFirst();
    if (!row || row.status === 'CLOSED') return;
    const engine = await this.service.engineFor(p.marketId, row.book_version);
    if (!engine) return;
    const maker = this.funds.makerId;
    const plan = makerQuotePlan(
      engine.openOrders(String(maker)).filter((o) => o.selectionId === p.selectionId),
      p,
    );
    const cancel = async (orders: OrderView[]) =>
      this.check(await Promise.all(orders.map((o) => this.service.cancelBet(maker, Number(o.orderId)))), 'cancel', GONE);
    await this.place(p, plan.place);
    await cancel(plan.cancelCrossed);
    await this.place(p, plan.placeAfter);
    await cancel(plan.cancelAfter);
  }

  private async place(p: RunnerPrices, orders: MakerOrder[]): Promise<void> {
    const outcomes = await Promise.all(
      orders.map((o) =>
        this.service.placeMarketBet({
          userId: this.funds.makerId,
          marketId: p.marketId,
          matchId: p.matchId,
          selectionId: p.selectionId,
          side: o.side,
          price: o.price,
          stake: o.size,
          timeInForce: 'LIMIT',
          persistence: 'PERSIST',
          clientRef: null,
        }),
      ),
    );
    if (outcomes.some((o) => o.ok === false && o.code === 'INSUFFICIENT_FUNDS')) await this.funds.topUp();
    this.check(outcomes, 'quote', ['INSUFFICIENT_FUNDS', 'MARKET_SUSPENDED', 'MARKET_CLOSED', 'VERSION_CHANGED']);
  }

  async setMarketStatus(marketId: number, status: 'OPEN' | 'SUSPENDED'): Promise<void> {
    this.check([await this.service.setStatus({ marketId, status })], 'status');
  }

  async setInPlay(marketId: number, inPlay: boolean, betDelaySeconds: number): Promise<void> {
    this.check([await this.service.setStatus({ marketId, inPlay, betDelay: betDelaySeconds })], 'in-play');
  }

  async removeRunner(marketId: number, selectionId: number, reductionBp: number): Promise<void> {
    this.check([await this.service.removeRunner({ marketId, selectionId, reductionBp })], 'non-runner');
  }

  async declareResult(marketId: number, result: MarketResult): Promise<void> {
    const command =
      'void' in result
        ? { marketId, winners: null, resultRun: null, reason: 'feed' }
        : 'winners' in result
          ? { marketId, winners: result.winners, resultRun: null }
          : { marketId, winners: [], resultRun: result.resultRun };
    this.check([await this.service.settle(command)], 'result', ['MARKET_CLOSED']);
  }

  async updateFancyQuote(q: FancyQuote): Promise<void> {
    const refused = await updateFancyQuote(this.app.database, this.app.trading, {
      fancy_id: q.fancyId,
      session_value_yes: q.yesLine,
      session_size_yes: q.yesRate,
      session_value_no: q.noLine,
      session_size_no: q.noRate,
    });
    // A crossed quote from the feed leaves the last sound one standing.
    if (refused) return void this.app.log.warn({ code: refused.code, message: refused.message }, 'feed fancy quote refused');
    await publishFromDatabase(this.app, q.fancyId);
  }

  async setMatchStatus(matchId: number, status: 'UPCOMING' | 'IN_PLAY' | 'CLOSED'): Promise<void> {
    await this.app.database.db.updateTable('matches').set({ status }).where('match_id', '=', matchId).execute();
  }

  addEvent(event: FeedEventRequest): Promise<number | null> {
    return addFeedEvent(this.app.database, this.app.trading, event);
  }

  /** Expected refusals (the market moved on meanwhile) are quiet; anything else is worth a warning. */
  private check(outcomes: Outcome[], what: string, expected: string[] = []): void {
    for (const o of outcomes) {
      if (o.ok === false && !expected.includes(o.code)) this.app.log.warn({ code: o.code, message: o.message }, `feed ${what} refused`);
    }
  }
}
