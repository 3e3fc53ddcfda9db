import type { FastifyInstance } from 'fastify';
import type { CommittedBatch } from '../modules/trading/batch/batch-executor.ts';
import { balanceMessages } from './balance-messages.ts';
import { moneyTouched, orderEvents, type OrderEvent } from './order-events.ts';
import { orderMessages } from './order-messages.ts';

interface Pending {
  /** Keyed `bet:event`: a bet placed and then matched before the next read gets both messages. */
  orders: Map<string, [number, OrderEvent]>;
  userIds: Set<number>;
  accountIds: Set<number>;
}

const empty = (): Pending => ({ orders: new Map(), userIds: new Set(), accountIds: new Set() });

/** What the live user updates offer the rest of the server. */
export interface LiveUserUpdates {
  /**
   * Money of these users moved outside a bet batch (a chips or funds move, a payment, a spin, a
   * provider's wallet call), committed and durable: their sockets get the new balance, so a
   * header shows an operator's deposit at once rather than at its next poll.
   */
  balancesMoved(userIds: Iterable<number>): void;
  stop(): void;
}

/**
 * After every committed batch: each affected customer's own order updates and new balance, over
 * the live channel. (Market books and statuses are published by the money core's realtime bridge.)
 * Money moved outside the batch is told through `balancesMoved` and published the same way.
 *
 * The commit listener only records what changed and returns, so no caller waits for publishing.
 * One read-and-publish runs at a time; batches committed meanwhile are merged into the next one.
 * Rows are read after commit, so messages carry the latest values and stay in commit order.
 * A failure is logged and loses only those messages, never a commit.
 */
export function startLiveUserUpdates(app: FastifyInstance): LiveUserUpdates {
  let pending = empty();
  let running = false;
  let stopped = false;

  const publish = async (work: Pending) => {
    const db = app.database.db;
    const orders = await orderMessages(db, [...work.orders.values()]);
    const balances = await balanceMessages(db, [...work.userIds], [...work.accountIds]);
    for (const o of orders) app.realtime.publishToUser(o.userId, o.message);
    for (const b of balances) app.realtime.publishToUser(b.userId, b.message);
  };

  const drain = async () => {
    running = true;
    while (!stopped && (pending.orders.size > 0 || pending.userIds.size > 0 || pending.accountIds.size > 0)) {
      const work = pending;
      pending = empty();
      await publish(work).catch((error: unknown) => app.log.error({ err: error }, 'live user updates failed'));
    }
    running = false;
  };

  const schedule = () => {
    if (!running && !stopped) setImmediate(() => void drain());
    running = true;
  };

  const record = (batch: CommittedBatch) => {
    // Pushes go only to open sockets: with none open there is nothing to read or send.
    if (!app.realtime.hasListeners()) return;
    for (const [betId, event] of orderEvents(batch)) pending.orders.set(`${betId}:${event}`, [betId, event]);
    const money = moneyTouched(batch);
    for (const u of money.userIds) if (app.realtime.isListening(u)) pending.userIds.add(u);
    for (const a of money.accountIds) pending.accountIds.add(a);
    schedule();
  };

  const balancesMoved = (userIds: Iterable<number>) => {
    let listening = false;
    for (const u of userIds)
      if (app.realtime.isListening(u)) {
        pending.userIds.add(u);
        listening = true;
      }
    if (listening) schedule();
  };

  app.trading.onCommit((_marketIds, _exclusive, batch) => {
    try {
      record(batch);
    } catch (error) {
      app.log.error({ err: error }, 'live user updates: recording a batch failed');
    }
  });
  return { balancesMoved, stop: () => void (stopped = true) };
}
