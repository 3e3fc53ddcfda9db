import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPLEMENTATIONS, PROPERTY_TIMEOUT, ok, propertyRuns } from './helpers';
import { USERS, build, shape, step, winnerSets } from './random-book';

// Every result settlement accepts, after random books (see random-book.ts).

describe.each(IMPLEMENTATIONS)('exchange runner markets ($name)', ({ create }) => {
  it(
    'never settles a loss above the exposure held just before settlement, for every accepted result',
    () => {
      fc.assert(
        fc.property(shape, fc.array(step, { maxLength: 16 }), (sh, steps) => {
          const probe = build(create, sh, steps);
          const held = USERS.map((u) => probe.exposureOf(u));
          const active = probe
            .view()
            .runners.filter((r) => r.status === 'ACTIVE')
            .map((r) => r.selectionId);
          for (const winners of winnerSets(active, sh.places)) {
            const { settlement } = ok(build(create, sh, steps).settle(winners));
            for (const u of settlement.users) {
              const before = held[USERS.indexOf(u.userId)]!;
              expect(u.releasedExposure).toBe(before);
              expect(-u.netPnl).toBeLessThanOrEqual(before);
            }
          }
        }),
        { numRuns: propertyRuns(80) },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'leaves every exposure as it was when a resting order is placed and then cancelled',
    () => {
      fc.assert(
        fc.property(
          shape,
          fc.array(step, { maxLength: 12 }),
          fc.record({
            user: fc.nat(2),
            runner: fc.nat(4),
            back: fc.boolean(),
            size: fc.integer({ min: 1, max: 50000 }),
          }),
          (sh, steps, extra) => {
            const m = build(create, sh, steps);
            const before = USERS.map((u) => m.exposureOf(u));
            // a back at 1000 or a lay at 1.01 crosses nothing: it rests whole
            const placed = m.place({
              orderId: 'extra',
              userId: USERS[extra.user]!,
              selectionId: (extra.runner % sh.runners) + 1,
              side: extra.back ? 'BACK' : 'LAY',
              price: extra.back ? 100000 : 101,
              size: extra.size,
              now: 99,
            });
            if (!placed.ok) return; // a removed runner refuses it
            expect(placed.fills).toEqual([]);
            ok(m.cancel({ orderId: 'extra' }));
            expect(USERS.map((u) => m.exposureOf(u))).toEqual(before);
          },
        ),
        { numRuns: propertyRuns(80) },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
