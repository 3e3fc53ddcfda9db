import { io, type BatchGenerator, type BetRow } from '../shared/trading-types.ts';
import type { Command, FancyCommand, Outcome, PlaceCommand } from '../shared/commands.ts';
import { rowAnswer } from '../quote/bet-answer.ts';
import type { KeyedBets, PlanContext } from './plan-context.ts';

/** The unique index that holds one bet per customer and client_ref (migration 0024). */
const KEY_INDEX = 'bets_user_client_ref';

/** The (user, client_ref) of each keyed placement (market and fancy bets) among `commands`, with its place. */
function keysOf(commands: Command[]): { at: number; key: [number, string] }[] {
  const keys: { at: number; key: [number, string] }[] = [];
  commands.forEach((c, at) => {
    if ('clientRef' in c && c.clientRef) keys.push({ at, key: [c.userId, c.clientRef] });
  });
  return keys;
}

/** The stored bets of `keys`, by user then key: one statement whatever their number. */
function* readKeyedBets(keys: [number, string][]): BatchGenerator<KeyedBets> {
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
 * The bets already stored with the client_refs of the batch's placements, by user then key: one
 * statement for the batch, not one a bet (on PostgreSQL each was a round trip inside the batch's
 * locks). It runs after the callers' accounts are locked, as the per-bet look-up did, so on
 * PostgreSQL a bet with the same key still committing in another process is waited for and seen.
 * Only a batch run again after a key conflict reads its keys first (runBatch's `lookUpKeys`).
 */
export function loadKeyedBets(commands: Command[]): BatchGenerator<KeyedBets> {
  return readKeyedBets(keysOf(commands).map((k) => k.key));
}

/**
 * The customer's bet stored with this client_ref, ever (the key is unique per customer in the
 * database), if any: a repeat answers it and places nothing. One batch never holds two commands
 * with one key: the trading service gives a repeat in flight the first one's answer (idempotent).
 */
export function findDuplicate(ctx: PlanContext, c: PlaceCommand | FancyCommand): BetRow | null {
  return ctx.keyedBets.get(c.userId)?.get(c.clientRef) ?? null;
}

/**
 * A batch planned without reading its keys first: nearly every key is new, and the unique index
 * is the check for those it places (a repeat among them fails the write: `isKeyConflict`, and the
 * batch runs again with its keys read first). A keyed command the batch did not place (refused,
 * or waiting out the in-play delay) changed nothing, and is a repeat only if its key is stored:
 * those keys are read here, after planning (one statement, none in the usual batch), and a
 * stored bet replaces the command's answer, as if it had been found first.
 */
export function* answerRepeatsNotPlaced(commands: Command[], outcomes: Outcome[], inserted: readonly BetRow[]): BatchGenerator<void> {
  const keyed = keysOf(commands);
  if (keyed.length === 0) return;
  const placed = new Map<number, Set<string>>();
  for (const bet of inserted) {
    if (bet.client_ref === null) continue;
    let mine = placed.get(bet.user_id);
    if (!mine) placed.set(bet.user_id, (mine = new Set()));
    mine.add(bet.client_ref);
  }
  const unplaced = keyed.filter(({ key: [userId, ref] }) => !placed.get(userId)?.has(ref));
  const found = yield* readKeyedBets(unplaced.map((k) => k.key));
  for (const { at, key } of unplaced) {
    const stored = found.get(key[0])?.get(key[1]);
    if (stored) outcomes[at] = { ok: true, data: rowAnswer(stored) };
  }
}

/** The write failed on the client_ref index: a placement repeated a stored key (better-sqlite3 or node-postgres error). */
export function isKeyConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  // PostgreSQL names the constraint; SQLite names the index's columns ("bets.user_id, bets.client_ref").
  if (e.code === '23505') return e.constraint === KEY_INDEX;
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string' && e.message.includes('bets.client_ref');
}
