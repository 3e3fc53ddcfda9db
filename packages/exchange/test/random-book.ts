import fc from 'fast-check';
import { LADDER, type Market, type MarketConfig, type MarketKind } from '../src/index';
import { checked } from './helpers';

// Random books on exchange runner markets for property tests: LIMIT orders (partial fills,
// resting remainders), whole and partial cancels, fill-or-kill and non-runners.
export const USERS = ['a', 'b', 'c'];

export type Step =
  | { t: 'place'; user: number; runner: number; back: boolean; level: number; size: number; fok: boolean }
  | { t: 'cancel'; pick: number; size: number | null }
  | { t: 'remove'; runner: number; rf: number };

export const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      t: fc.constant('place' as const),
      user: fc.nat(2),
      runner: fc.nat(4),
      back: fc.boolean(),
      level: fc.integer({ min: 90, max: 140 }),
      size: fc.integer({ min: 1, max: 20000 }),
      fok: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat(), size: fc.option(fc.integer({ min: 1, max: 8000 })) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('remove' as const), runner: fc.nat(4), rf: fc.constantFrom(0, 300, 2500) }) },
);

export interface Shape {
  kind: MarketKind;
  runners: number;
  places: number;
}
export const shape: fc.Arbitrary<Shape> = fc.oneof(
  fc.record({ kind: fc.constant('WIN' as const), runners: fc.integer({ min: 2, max: 5 }), places: fc.constant(1) }),
  fc.record({ kind: fc.constant('PLACE' as const), runners: fc.integer({ min: 2, max: 5 }), places: fc.constantFrom(2, 3) }),
);

/** A fresh market of `sh` with `steps` applied (refusals ignored), state checked after each call. */
export function build(create: (c: MarketConfig) => Market, sh: Shape, steps: Step[]): Market {
  const m = checked(
    create({
      marketId: 'm',
      kind: sh.kind,
      numberOfWinners: sh.places,
      runners: Array.from({ length: sh.runners }, (_, i) => ({ selectionId: i + 1 })),
    }),
  );
  const ids: string[] = [];
  steps.forEach((s, i) => {
    if (s.t === 'place') {
      ids.push(`o${i}`);
      m.place({
        orderId: `o${i}`,
        userId: USERS[s.user]!,
        selectionId: (s.runner % sh.runners) + 1,
        side: s.back ? 'BACK' : 'LAY',
        price: LADDER[s.level]!,
        size: s.size,
        timeInForce: s.fok ? 'FILL_OR_KILL' : 'LIMIT',
        now: i,
      });
    } else if (s.t === 'cancel' && ids.length > 0) {
      m.cancel({ orderId: ids[s.pick % ids.length]!, ...(s.size === null ? {} : { size: s.size }) });
    } else if (s.t === 'remove') {
      m.removeRunner((s.runner % sh.runners) + 1, s.rf);
    }
  });
  return m;
}

/** Every set of 1..places of the given runners. */
export function winnerSets(ids: number[], places: number): number[][] {
  const out: number[][] = [];
  const grow = (from: number, set: number[]): void => {
    if (set.length > 0) out.push(set);
    if (set.length < places) for (let i = from; i < ids.length; i++) grow(i + 1, [...set, ids[i]!]);
  };
  grow(0, []);
  return out;
}
