import { describe, expect, it } from 'vitest';
import { Prng } from '../../src/simulator/prng.ts';
import { defaultSimOptions, type SimAction, type SimEvent, type SimOptions, type SimState } from '../../src/simulator/sim-types.ts';
import { step } from '../../src/simulator/step.ts';

const options: SimOptions = { ...defaultSimOptions, durations: { cricket: 120_000, match: 60_000, race: 30_000 }, nonRunnerChance: 1 };
const T0 = 1_800_000_000_000;

function runners(first: number, n: number) {
  return Array.from({ length: n }, (_, i) => ({ selectionId: first + i, strength: -i * 0.3, removed: false, quoted: null, quotedAt: 0 }));
}

function world(): SimState {
  const cricket: SimEvent = {
    matchId: 1,
    sportId: 4,
    kind: 'cricket',
    phase: 'UPCOMING',
    startAt: T0 + 5_000,
    playFrom: null,
    score: null,
    nonRunnerChecked: false,
    markets: [
      { marketId: 10, type: 'MATCH_ODDS', places: 1, runners: runners(1001, 2) },
      { marketId: 11, type: 'BOOKMAKER', places: 1, runners: runners(1101, 2) },
    ],
    fancies: [
      { fancyId: 12, type: 'SESSION', metric: 'runs', ball: 36, line: 45, settled: false },
      { fancyId: 13, type: 'ODD_EVEN', metric: 'runs', ball: 6, line: null, settled: false },
      { fancyId: 14, type: 'METER', metric: 'sixes', ball: 240, line: 12, settled: false },
    ],
  };
  const race: SimEvent = {
    matchId: 2,
    sportId: 7,
    kind: 'race',
    phase: 'UPCOMING',
    startAt: T0 + 200_000,
    playFrom: null,
    score: null,
    nonRunnerChecked: false,
    fancies: [],
    markets: [
      { marketId: 20, type: 'WIN', places: 1, runners: runners(2001, 6) },
      { marketId: 21, type: 'PLACE', places: 2, runners: runners(2101, 6) },
    ],
  };
  return { events: [cricket, race], pendingAdds: {}, lastTick: null, created: 0 };
}

function run(seed: number, ticks: number): SimAction[] {
  const state = world();
  const rng = new Prng(seed);
  const all: SimAction[] = [];
  for (let i = 0; i < ticks; i++) all.push(...step(state, T0 + i * 1000, rng, options));
  return all;
}

describe('simulator step', () => {
  it('gives the same actions for the same seed and other actions for another seed', () => {
    const a = run(42, 300);
    expect(run(42, 300)).toEqual(a);
    expect(run(43, 300)).not.toEqual(a);
  });

  it('plays a cricket match and a race through to their results', () => {
    const actions = run(7, 300);
    const results = actions.filter((a) => a.type === 'result');
    expect(results.map((r) => r.marketId).sort((x, y) => x - y)).toEqual([10, 11, 12, 13, 14, 20, 21]);
    const place = results.find((r) => r.marketId === 21)!;
    expect('winners' in place.result && place.result.winners).toHaveLength(2);
    const removed = actions.filter((a) => a.type === 'removeRunner');
    expect(removed.map((a) => a.marketId)).toEqual([20, 21]);
    expect(actions.filter((a) => a.type === 'matchStatus').map((a) => `${a.matchId}:${a.status}`)).toEqual([
      '1:IN_PLAY',
      '1:CLOSED',
      '2:IN_PLAY',
      '2:CLOSED',
    ]);
    expect(actions.some((a) => a.type === 'fancyQuote' && a.quote.fancyId === 12)).toBe(true);
    // Every quote rests three levels a side on the ladder, customers' back below their lay.
    for (const q of actions.filter((a) => a.type === 'quote')) {
      expect(q.prices.back).toHaveLength(3);
      expect(q.prices.back[0]!.price).toBeLessThan(q.prices.lay[0]!.price);
    }
  });

  it('asks for new events so the world never runs dry', () => {
    const state = world();
    const actions = step(state, T0, new Prng(1), { ...options, soonEvents: 2 });
    const adds = actions.filter((a) => a.type === 'addEvent');
    expect(adds.map((a) => a.event.sportId).sort()).toEqual([1, 1, 2, 2, 4]);
    expect(step(state, T0 + 1000, new Prng(1), { ...options, soonEvents: 2 }).filter((a) => a.type === 'addEvent')).toEqual([]);
  });
});
