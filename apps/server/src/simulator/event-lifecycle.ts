import { winProbabilities } from './fair-quotes.ts';
import { playCricket, settleFancy } from './cricket-play.ts';
import { primaryMarket } from './price-walk.ts';
import type { Prng } from './prng.ts';
import type { SimAction, SimEvent, SimOptions } from './sim-types.ts';

/** A race's non-runner is declared this long before the off (reduction factors freeze about then). */
const NON_RUNNER_LEAD = 3 * 60_000;

/** Finishing order: each place drawn from the runners left, in proportion to their win chances. */
function finishingOrder(probabilities: number[], rng: Prng): number[] {
  const left = probabilities.map((p, i) => ({ p, i })).filter((x) => x.p > 0);
  const order: number[] = [];
  while (left.length > 0) order.push(left.splice(rng.weighted(left.map((x) => x.p)), 1)[0]!.i);
  return order;
}

function nonRunner(event: SimEvent, rng: Prng, options: SimOptions): SimAction[] {
  event.nonRunnerChecked = true;
  const primary = primaryMarket(event);
  const active = primary?.runners.filter((r) => !r.removed).length ?? 0;
  if (!primary || active <= 3 || !rng.chance(options.nonRunnerChance)) return [];
  const win = winProbabilities(primary);
  const index = finishingOrder(win, rng)[active - 1]!;
  // The reduction factor is the runner's win chance (as the exchanges set it), in basis points.
  const reductionBp = Math.max(1, Math.round(win[index]! * 10_000));
  return event.markets.flatMap((m) => {
    const runner = m.runners[index];
    if (!runner || m.type === 'BOOKMAKER') return [];
    runner.removed = true;
    return [{ type: 'removeRunner' as const, marketId: m.marketId, selectionId: runner.selectionId, reductionBp }];
  });
}

function start(event: SimEvent, now: number, options: SimOptions): SimAction[] {
  event.phase = 'IN_PLAY';
  event.playFrom = now;
  if (event.kind === 'cricket') event.score = { balls: 0, runs: 0, sixes: 0 };
  const betDelay = options.betDelays[event.kind];
  return [
    { type: 'matchStatus', matchId: event.matchId, status: 'IN_PLAY' },
    ...event.markets.map((m) => ({ type: 'inPlay' as const, marketId: m.marketId, betDelay })),
  ];
}

/** Suspend, declare every market (winners drawn from the fair chances), close the match. */
function finish(event: SimEvent, rng: Prng): SimAction[] {
  event.phase = 'DONE';
  const primary = primaryMarket(event);
  const order = primary ? finishingOrder(winProbabilities(primary), rng) : [];
  const actions: SimAction[] = event.markets.map((m) => ({ type: 'status', marketId: m.marketId, status: 'SUSPENDED' }));
  for (const m of event.markets) {
    const winners = order
      .slice(0, m.type === 'PLACE' ? m.places : 1)
      .map((i) => m.runners[i]?.selectionId)
      .filter((id) => id !== undefined);
    actions.push({ type: 'result', marketId: m.marketId, result: winners.length > 0 ? { winners } : { void: true } });
  }
  for (const f of event.fancies) if (!f.settled) actions.push(settleFancy(f, event.score ?? { balls: 0, runs: 0, sixes: 0 }));
  actions.push({ type: 'matchStatus', matchId: event.matchId, status: 'CLOSED' });
  return actions;
}

/** The event's next steps at `now`: non-runner before a race, the off, play, the finish. */
export function advanceEvent(event: SimEvent, now: number, rng: Prng, options: SimOptions): SimAction[] {
  const actions: SimAction[] = [];
  if (event.phase === 'UPCOMING' && event.kind === 'race' && !event.nonRunnerChecked && now >= event.startAt - NON_RUNNER_LEAD) {
    actions.push(...nonRunner(event, rng, options));
  }
  if (event.phase === 'UPCOMING' && now >= event.startAt) actions.push(...start(event, now, options));
  if (event.phase !== 'IN_PLAY') return actions;
  const duration = options.durations[event.kind];
  if (event.kind === 'cricket') actions.push(...playCricket(event, Math.min(now, event.playFrom! + duration), duration, rng));
  if (now >= event.playFrom! + duration) actions.push(...finish(event, rng));
  return actions;
}
