import { OUTCOME_UNKNOWN, reject, type Command, type Outcome } from '../shared/commands.ts';
import type { Forwarded } from './command-forwarder.ts';

// The router's decisions (market-router.ts), pure so they are tested and mutated in-process.

const UNKNOWN = reject(
  OUTCOME_UNKNOWN,
  'We could not confirm whether your bet was placed. Check your bets, or send it again with the same client_ref: it will not be placed twice.',
);

/** A placement with a client_ref: sent again anywhere, it is placed at most once (the batch finds the key). */
export function keyOf(c: Command): string | null {
  // Stryker disable next-line ConditionalExpression: only placements carry a client_ref, so without this test the answer is the same
  if (c.type !== 'place' && c.type !== 'fancy') return null;
  return c.clientRef ? `${c.userId}:${c.clientRef}` : null;
}

/**
 * What the caller of a forwarded command is told: the owner's answer; OUTCOME_UNKNOWN when it was
 * lost in flight (it may have run) and cannot safely run again; or null: look for the owner again
 * and send it there (never delivered, refused because the shard moved, or lost but harmless to
 * repeat: a keyed placement, or a sync).
 */
export function forwardedOutcome(forwarded: Forwarded, command: Command): Outcome | null {
  if ('answer' in forwarded) return forwarded.answer;
  if ('lost' in forwarded && keyOf(command) === null && command.type !== 'sync') return UNKNOWN;
  return null;
}

/**
 * A command run here: its outcome, or null when its batch was refused by the fence (TRY_AGAIN
 * while the count of fenced batches moved: nothing was written, the shard moved, so the command
 * goes to the new owner).
 */
export function ranHereOutcome(outcome: Outcome, fencedBefore: number, fencedAfter: number): Outcome | null {
  if (fencedAfter === fencedBefore) return outcome;
  // Stryker disable next-line ConditionalExpression: only a refusal carries a code, so without this test the answer is the same
  const code = outcome.ok === false ? outcome.code : null;
  return code === 'TRY_AGAIN' ? null : outcome;
}
