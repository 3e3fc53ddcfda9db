import { exposuresOf, type MarketState } from './market-state';
import type { StatusChange, StatusSuccess } from './market-types';
import { fail, type Result } from './result';
import { lapseWhere, usersOf } from './take-unmatched';

/**
 * Changes market status, in-play flag or bet delay; the version rises when anything changes.
 * Turning in-play lapses the unmatched part of every LAPSE order (PERSIST keeps its place).
 * Closing is done by settle/void, not here. Codes: MARKET_CLOSED, INVALID_TRANSITION.
 */
export function setStatus(s: MarketState, c: StatusChange): Result<StatusSuccess> {
  if (s.status === 'CLOSED') return fail('MARKET_CLOSED', 'market is closed');
  const valid = ['INACTIVE', 'OPEN', 'SUSPENDED'];
  if (c.status !== undefined && !valid.includes(c.status)) {
    return fail('INVALID_TRANSITION', `cannot set status ${String(c.status)}; settle or void to close`);
  }
  if (c.betDelaySeconds !== undefined && (!Number.isInteger(c.betDelaySeconds) || c.betDelaySeconds < 0)) {
    return fail('INVALID_TRANSITION', 'betDelaySeconds must be a non-negative integer');
  }
  const turnsInPlay = c.inPlay === true && !s.inPlay;
  const changed =
    (c.status !== undefined && c.status !== s.status) ||
    (c.inPlay !== undefined && c.inPlay !== s.inPlay) ||
    (c.betDelaySeconds !== undefined && c.betDelaySeconds !== s.betDelaySeconds);
  if (c.status !== undefined) s.status = c.status;
  if (c.inPlay !== undefined) s.inPlay = c.inPlay;
  if (c.betDelaySeconds !== undefined) s.betDelaySeconds = c.betDelaySeconds;
  if (changed) s.version++;
  const lapsed = turnsInPlay ? lapseWhere(s, 'IN_PLAY', (o) => o.persistence === 'LAPSE') : [];
  return { ok: true, version: s.version, lapsed, exposures: exposuresOf(s, usersOf(lapsed)) };
}
