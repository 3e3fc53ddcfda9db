import type { MatchStatus } from '@bx/contract';

/** The status a seeded event has at `now`: closed once `span` after its start has passed. */
export function statusAt(openDate: number, now: number, span: number): MatchStatus {
  if (openDate > now) return 'UPCOMING';
  return now - openDate < span ? 'IN_PLAY' : 'CLOSED';
}
