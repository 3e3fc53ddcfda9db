import type { OrderMessage } from '@bx/contract';
import type { CommittedBatch } from '../modules/trading/batch/batch-executor.ts';

export type OrderEvent = OrderMessage['event'];

/** A result closes every bet: won or lost is `settled`; the others keep their own name. */
const SETTLED_AS: Record<string, OrderEvent> = { VOIDED: 'voided', LAPSED: 'lapsed', CANCELLED: 'cancelled' };

/**
 * What happened to each bet a committed batch wrote. A bet inserted is `placed`; one named by a
 * cancel or an edit is `cancelled` (in part, when a stake was lowered); otherwise the batch's kind says it: a status change lapses, a result
 * settles (or voids), a non-runner voids matched and lapses unmatched bets, a rollback reopens
 * (sent as `matched`: the bet is live again with its matched stake), and bets merely touched by
 * someone else's placement were `matched`.
 */
export function orderEvents(batch: CommittedBatch): Map<number, OrderEvent> {
  const events = new Map<number, OrderEvent>();
  const cancels = new Set(batch.commands.flatMap((c) => (c.type === 'cancel' || c.type === 'replace' ? [c.betId] : [])));
  const only = batch.commands.length === 1 ? batch.commands[0]!.type : null;
  for (const b of batch.writes.betInserts) events.set(b.bet_id, 'placed');
  for (const b of batch.writes.betUpdates) {
    if (events.has(b.bet_id)) continue;
    if (cancels.has(b.bet_id)) events.set(b.bet_id, 'cancelled');
    else if (only === 'status') events.set(b.bet_id, 'lapsed');
    else if (only === 'settle') events.set(b.bet_id, SETTLED_AS[b.outcome ?? ''] ?? 'settled');
    else if (only === 'removeRunner') events.set(b.bet_id, b.voided > 0 ? 'voided' : 'lapsed');
    else events.set(b.bet_id, 'matched');
  }
  return events;
}

/** Every user whose money a batch moved: exposure rows name them; other ledger rows name accounts. */
export function moneyTouched(batch: CommittedBatch): { userIds: number[]; accountIds: number[] } {
  return {
    userIds: [...new Set(batch.writes.exposures.map((e) => e.user_id))],
    accountIds: [...batch.writes.accountDeltas.keys()],
  };
}
