import { FULL_FRACTION, rupeesToPaise, type CashoutMessage } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TradingService } from '../trading/trading-service.ts';
import { endRule, rulesInForce } from './auto-cash-out-store.ts';

type Rule = Awaited<ReturnType<typeof rulesInForce>>[number];

export interface AutoCashOutDeps {
  db: Kysely<Database>;
  trading: Pick<TradingService, 'cashOut'>;
  /** Tells the customer (the live channel's `cashout` message). */
  notify: (userId: number, message: CashoutMessage) => void;
  now: () => number;
  log: (error: unknown) => void;
}

/**
 * Evaluates the auto cash-out rules (exchange-rules.md "Auto cash out") on the leader: the rules
 * of the markets a batch wrote to, and every rule in force on a sweep (a bookmaker requote or a
 * batch on another process moves a book without this process's commit). A rule whose full
 * cash-out value reaches its profit target or falls to minus its loss limit cashes the position
 * out at that moment's quote, keyed `auto-<rule>`. The batch marks the rule FIRED with its bets in
 * the cash out's own transaction, and only if it is still ACTIVE at the version read here: a rule
 * cleared or given new bounds after this read places nothing (AUTO_CASH_OUT_CLEARED). A suspended
 * market waits; a closed market or a position gone ends the rule. One evaluation runs at a time;
 * markets that move meanwhile are merged into the next.
 */
export class AutoCashOutWatcher {
  private readonly moved = new Set<number>();
  private everything = false;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deps: AutoCashOutDeps) {}

  /** Markets a batch wrote to. */
  marketsMoved(marketIds: number[]): void {
    for (const id of marketIds) this.moved.add(id);
    this.kick();
  }

  /** Every rule in force, whatever moved. */
  sweep(): void {
    this.everything = true;
    this.kick();
  }

  /** Resolves when nothing is left to evaluate (tests, and a clean stop). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
  }

  private kick(): void {
    if (!this.running && !this.stopped) this.running = this.drain().finally(() => (this.running = null));
  }

  private async drain(): Promise<void> {
    while (!this.stopped && (this.everything || this.moved.size > 0)) {
      const markets = this.everything ? null : [...this.moved];
      this.everything = false;
      this.moved.clear();
      try {
        for (const rule of await rulesInForce(this.deps.db, markets)) await this.evaluate(rule);
      } catch (error) {
        this.deps.log(error);
      }
    }
  }

  private async evaluate(rule: Rule): Promise<void> {
    const { db, trading, now } = this.deps;
    const at = { ruleId: Number(rule.rule_id), version: Number(rule.version) };
    if (rule.market_status === 'CLOSED') {
      await endRule(db, at, now());
      return;
    }
    const order = { userId: Number(rule.user_id), marketId: Number(rule.market_id), fraction: FULL_FRACTION };
    const quote = await trading.cashOut({ ...order, minValue: null, ref: null });
    if (quote.ok !== true) {
      if (quote.ok === false && quote.data?.reason === 'NO_POSITION') await endRule(db, at, now());
      return;
    }
    const value = rupeesToPaise(quote.data.value as number)!;
    const target = rule.profit_target === null ? null : Number(rule.profit_target);
    const limit = rule.loss_limit === null ? null : Number(rule.loss_limit);
    if (!((target !== null && value >= target) || (limit !== null && value <= -limit))) return;
    const done = await trading.cashOut({ ...order, minValue: value, ref: `auto-${at.ruleId}`, rule: at });
    // CASH_OUT_CHANGED and the like: the book moved again, the next evaluation decides afresh;
    // AUTO_CASH_OUT_CLEARED: the rule is no longer what was read, and nothing was placed.
    if (done.ok !== true) return;
    this.deps.notify(order.userId, {
      type: 'cashout',
      market_id: order.marketId,
      value: done.data.value as number,
      bet_ids: done.data.bet_ids as number[],
    });
  }
}
