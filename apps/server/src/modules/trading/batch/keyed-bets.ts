import { io, type BatchGenerator, type BetRow } from '../shared/trading-types.ts';
import type { Command, FancyCommand, PlaceCommand } from '../shared/commands.ts';
import type { KeyedBets, PlanContext } from './plan-context.ts';

/**
 * The bets already stored with the client_refs of the batch's placements, by user then key: one
 * statement for the batch, not one a bet (on PostgreSQL each was a round trip inside the batch's
 * locks). It runs after the callers' accounts are locked, as the per-bet look-up did, so on
 * PostgreSQL a bet with the same key still committing in another process is waited for and seen.
 */
export function* loadKeyedBets(commands: Command[]): BatchGenerator<KeyedBets> {
  const keys: [number, string][] = [];
  // Only placements (market and fancy) carry a key.
  for (const c of commands) if ('clientRef' in c && c.clientRef) keys.push([c.userId, c.clientRef]);
  const found: KeyedBets = new Map();
  if (keys.length === 0) return found;
  for (const bet of yield* io({ op: 'findClientRefs', keys })) {
    let mine = found.get(bet.user_id);
    if (!mine) found.set(bet.user_id, (mine = new Map()));
    mine.set(bet.client_ref, bet);
  }
  return found;
}

/**
 * The customer's bet stored with this client_ref, ever (the key is unique per customer in the
 * database), if any: a repeat answers it and places nothing. runBatch read every key of the batch
 * in one statement. One batch never holds two commands with one key: the trading service gives a
 * repeat in flight the first one's answer (idempotent).
 */
export function findDuplicate(ctx: PlanContext, c: PlaceCommand | FancyCommand): BetRow | null {
  return ctx.keyedBets.get(c.userId)?.get(c.clientRef) ?? null;
}
