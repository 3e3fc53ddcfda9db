import { advanceEvent } from './event-lifecycle.ts';
import { quoteActions, walkPrices } from './price-walk.ts';
import type { Prng } from './prng.ts';
import { replenish } from './replenish.ts';
import type { SimAction, SimOptions, SimState } from './sim-types.ts';

/**
 * One tick of the demo world at `now`: events start, play and finish; prices walk; the runners
 * most in need are requoted; new events are asked for. Reads only its arguments (the state is
 * updated in place), so a seed, a state and a sequence of times always give the same actions.
 */
export function step(state: SimState, now: number, rng: Prng, options: SimOptions): SimAction[] {
  const dt = state.lastTick === null ? 0 : Math.max(0, now - state.lastTick);
  state.lastTick = now;
  const actions: SimAction[] = [];
  for (const event of state.events) actions.push(...advanceEvent(event, now, rng, options));
  state.events = state.events.filter((e) => e.phase !== 'DONE');
  if (options.soonEvents > 0) actions.push(...replenish(state, now, rng, options.soonEvents));
  walkPrices(state.events, dt, now, rng, options);
  actions.push(...quoteActions(state.events, now, options));
  return actions;
}
