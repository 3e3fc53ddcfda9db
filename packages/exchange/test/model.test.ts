import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LADDER, createFastMarket, createReferenceMarket, type Market, type MarketConfig } from '../src/index';

// 500 runs of >= 200 commands in `npm test`; mutation testing sets fewer (MODEL_RUNS=20).
const MODEL_RUNS = Number(process.env.MODEL_RUNS ?? 500);
const USERS = ['u0', 'u1', 'u2', 'u3'];
const RUNNERS = [11, 12, 13];

type Command =
  | {
      t: 'place';
      user: number;
      runner: number;
      back: boolean;
      level: number;
      size: number;
      fok: boolean;
      persist: boolean;
      funds: number | null;
    }
  | { t: 'cancel'; pick: number; size: number | null }
  | { t: 'replace'; pick: number; level: number | null; size: number | null; funds: number | null }
  | { t: 'status'; status: 'OPEN' | 'SUSPENDED'; inPlay: boolean }
  | { t: 'remove'; runner: number; rf: number }
  | { t: 'settleRollback'; winner: number };

const place = fc.record({
  t: fc.constant('place' as const),
  user: fc.nat(3),
  runner: fc.nat(2),
  back: fc.boolean(),
  level: fc.integer({ min: 95, max: 110 }), // prices around 1.96..2.20 so orders cross often
  size: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 100, max: 20000 })),
  fok: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  persist: fc.boolean(),
  funds: fc.option(fc.integer({ min: 0, max: 40000 }), { freq: 3 }),
});
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 12, arbitrary: place },
  {
    weight: 5,
    arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat(), size: fc.option(fc.integer({ min: 1, max: 5000 })) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('replace' as const),
      pick: fc.nat(),
      level: fc.option(fc.integer({ min: 95, max: 110 })),
      size: fc.option(fc.integer({ min: 1, max: 5000 })),
      funds: fc.option(fc.integer({ min: 0, max: 40000 }), { freq: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('status' as const),
      status: fc.constantFrom('OPEN' as const, 'SUSPENDED' as const),
      inPlay: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('remove' as const), runner: fc.nat(2), rf: fc.constantFrom(0, 100, 250, 400, 2500) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('settleRollback' as const), winner: fc.nat(2) }) },
);

function run(m: Market, c: Command, ids: string[], step: number): unknown {
  switch (c.t) {
    case 'place': {
      const orderId = `o${step}`;
      ids.push(orderId);
      return m.place({
        orderId,
        userId: USERS[c.user]!,
        selectionId: RUNNERS[c.runner]!,
        side: c.back ? 'BACK' : 'LAY',
        price: LADDER[c.level]!,
        size: c.size,
        timeInForce: c.fok ? 'FILL_OR_KILL' : 'LIMIT',
        persistence: c.persist ? 'PERSIST' : 'LAPSE',
        now: step,
        ...(c.funds === null ? {} : { availableFunds: c.funds }),
      });
    }
    case 'cancel':
      if (ids.length === 0) return null;
      return m.cancel({ orderId: ids[c.pick % ids.length]!, ...(c.size === null ? {} : { size: c.size }) });
    case 'replace': {
      if (ids.length === 0) return null;
      const order = ids[c.pick % ids.length]!;
      const newOrderId = `r${step}`;
      ids.push(newOrderId);
      return m.replace({
        orderId: order,
        userId: m.getOrder(order)?.userId ?? USERS[0]!,
        newOrderId,
        now: step,
        ...(c.level === null ? {} : { price: LADDER[c.level]! }),
        ...(c.size === null ? {} : { size: c.size }),
        ...(c.funds === null ? {} : { availableFunds: c.funds }),
      });
    }
    case 'status':
      return m.setStatus({ status: c.status, inPlay: c.inPlay });
    case 'remove':
      return m.removeRunner(RUNNERS[c.runner]!, c.rf);
    case 'settleRollback': {
      const winner =
        m.view().runners.find((r, i) => i >= c.winner && r.status === 'ACTIVE') ?? m.view().runners.find((r) => r.status === 'ACTIVE');
      if (!winner) return null;
      const s = m.settle([winner.selectionId]);
      const r = m.rollback();
      return [s, r];
    }
  }
}

function image(m: Market) {
  return {
    depth: RUNNERS.map((r) => m.depth(r, 350)),
    exposure: USERS.map((u) => m.exposureOf(u)),
    view: m.view(),
  };
}

const config: MarketConfig = { marketId: 'model', runners: RUNNERS.map((selectionId) => ({ selectionId })) };

describe('model: fast market against reference market', () => {
  it('agrees step by step on random command sequences and conserves money', () => {
    let total = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 200, maxLength: 260 }), fc.nat(2), (commands, winnerPick) => {
        const ref = createReferenceMarket(config);
        const fast = createFastMarket(config);
        const refIds: string[] = [];
        const fastIds: string[] = [];
        commands.forEach((c, step) => {
          const before = USERS.map((u) => fast.exposureOf(u));
          const a = run(ref, c, refIds, step);
          const b = run(fast, c, fastIds, step);
          expect(b).toEqual(a);
          expect(ref.validateInternalState()).toEqual([]);
          expect(fast.validateInternalState()).toEqual([]);
          expect(image(fast)).toEqual(image(ref));
          if (c.t === 'place' && b && (b as { ok: boolean }).ok) {
            const r = b as { exposures: { userId: string; exposure: number }[]; takerExposureAfter: number; takerExposureBefore: number };
            // A maker's exposure never rises when its resting orders are matched.
            for (const e of r.exposures.slice(1)) {
              if (e.userId !== USERS[c.user]) expect(e.exposure).toBeLessThanOrEqual(before[USERS.indexOf(e.userId)]!);
            }
            if (c.funds !== null) expect(r.takerExposureAfter <= c.funds || r.takerExposureAfter <= r.takerExposureBefore).toBe(true);
          }
        });
        total += commands.length;
        checkConservation(ref, fast, winnerPick);
      }),
      { numRuns: MODEL_RUNS, seed: 20240601 },
    );
    expect(total).toBeGreaterThanOrEqual(MODEL_RUNS * 200);
  }, 300_000); // ~30 s alone; generous so a busy 2-core CI machine does not time it out
});

function checkConservation(ref: Market, fast: Market, winnerPick: number): void {
  const active = fast.view().runners.filter((r) => r.status === 'ACTIVE');
  if (fast.view().status === 'CLOSED' || active.length === 0) return;
  const winner = active[winnerPick % active.length]!.selectionId;
  const a = ref.settle([winner]);
  const b = fast.settle([winner]);
  expect(b).toEqual(a);
  if (!b.ok) throw new Error(b.message);
  const s = b.settlement;
  const net = s.users.reduce((x, u) => x + u.netPnl, 0);
  expect(net + s.totalCommission + s.houseRounding).toBe(0);
  expect(s.houseRounding).toBeGreaterThanOrEqual(0);
  // Each order rounds at most one paisa per execution price, so the house keeps little.
  expect(s.houseRounding).toBeLessThanOrEqual(s.orders.length * 11);
  for (const u of s.users) {
    expect(u.commission).toBe(u.grossPnl > 0 ? Math.ceil((u.grossPnl * 500) / 10000) : 0);
    expect(u.grossPnl).toBe(s.orders.filter((o) => o.userId === u.userId).reduce((x, o) => x + o.pnl, 0));
  }
  expect(fast.validateInternalState()).toEqual([]);
}
