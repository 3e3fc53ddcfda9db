import type { Prng } from './prng.ts';
import type { SimAction, SimState } from './sim-types.ts';

const MINUTE = 60_000;
/** Teams or players per quoted sport (cricket 4, football 1, tennis 2). */
const SIDES: Record<number, string[]> = {
  4: ['India', 'Australia', 'England', 'Pakistan', 'South Africa', 'New Zealand', 'Sri Lanka', 'West Indies', 'Bangladesh', 'Afghanistan'],
  1: ['Arsenal', 'Chelsea', 'Liverpool', 'Everton', 'Leeds United', 'Brighton', 'Fulham', 'Brentford', 'Wolves', 'Crystal Palace'],
  2: [
    'Casper Ruud',
    'Ben Shelton',
    'Alex de Minaur',
    'Tommy Paul',
    'Hubert Hurkacz',
    'Grigor Dimitrov',
    'Lorenzo Musetti',
    'Frances Tiafoe',
  ],
};

/** Asks for new events so every quoted sport keeps `soon` events starting within the hour. */
export function replenish(state: SimState, now: number, rng: Prng, soon: number): SimAction[] {
  const actions: SimAction[] = [];
  for (const sportId of Object.keys(SIDES).map(Number)) {
    const upcoming = state.events.filter((e) => e.sportId === sportId && e.phase !== 'DONE' && e.startAt <= now + 60 * MINUTE).length;
    for (let n = upcoming + (state.pendingAdds[sportId] ?? 0); n < soon; n++) {
      const sides = SIDES[sportId]!;
      const home = rng.int(sides.length);
      const away = (home + 1 + rng.int(sides.length - 1)) % sides.length;
      state.pendingAdds[sportId] = (state.pendingAdds[sportId] ?? 0) + 1;
      state.created += 1;
      actions.push({
        type: 'addEvent',
        event: { sportId, name: `${sides[home]} v ${sides[away]}`, openDate: now + (5 + rng.int(25)) * MINUTE },
      });
    }
  }
  return actions;
}
