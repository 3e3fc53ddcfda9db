import {
  LADDER, createFastMarket, createReferenceMarket, type CancelCommand, type Market, type PlaceCommand,
} from '../packages/exchange/src/index';

type BenchResult = {
  name: string; value: number; unit: string; baseline: string; baseline_value: number; ratio: number; note?: string;
};

type Op = { place: PlaceCommand } | { cancel: CancelCommand };

const RUNNERS = [1, 2, 3];
const MID = 99; // ladder index of 2.00

/** Deterministic xorshift32: the same stream for both implementations, every run. */
function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** 60% passive places that rest, 25% cancels of recent passive orders, 15% aggressive orders that match. */
export function stream(count: number): Op[] {
  const rnd = xorshift(0x5eed);
  const ops: Op[] = [];
  const resting: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = rnd();
    const userId = `u${Math.floor(rnd() * 50)}`;
    const selectionId = RUNNERS[Math.floor(rnd() * RUNNERS.length)]!;
    const common = { orderId: `o${i}`, userId, selectionId, now: i, availableFunds: 1e12 };
    if (r < 0.6) {
      const back = rnd() < 0.5;
      const offset = 1 + Math.floor(rnd() * 10);
      const price = LADDER[back ? MID + offset : MID - offset]!;
      ops.push({ place: { ...common, side: back ? 'BACK' : 'LAY', price, size: 100 + Math.floor(rnd() * 5000) } });
      resting.push(common.orderId);
    } else if (r < 0.85 && resting.length > 0) {
      // Swap-remove a random earlier passive order; it may have been filled meanwhile.
      const k = Math.floor(rnd() * resting.length);
      const orderId = resting[k]!;
      resting[k] = resting[resting.length - 1]!;
      resting.pop();
      ops.push({ cancel: { orderId } });
    } else {
      const back = rnd() < 0.5;
      const price = LADDER[back ? MID - 6 : MID + 6]!;
      ops.push({ place: { ...common, side: back ? 'BACK' : 'LAY', price, size: 500 + Math.floor(rnd() * 15000) } });
    }
  }
  return ops;
}

export function runOnce(create: () => Market, ops: Op[]): number {
  const m = create();
  const start = process.hrtime.bigint();
  for (const op of ops) {
    if ('place' in op) m.place(op.place);
    else m.cancel(op.cancel);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return ops.length / seconds;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const config = { marketId: 'bench', runners: RUNNERS.map((selectionId) => ({ selectionId })) };

export default {
  name: 'engine',
  run: async (): Promise<BenchResult[]> => {
    const ops = stream(200_000);
    const fast: number[] = [];
    const reference: number[] = [];
    runOnce(() => createFastMarket(config), ops); // warm-up for the JIT
    for (let i = 0; i < 5; i++) {
      fast.push(runOnce(() => createFastMarket(config), ops));
      reference.push(runOnce(() => createReferenceMarket(config), ops));
    }
    const value = Math.round(median(fast));
    const baseline = Math.round(median(reference));
    return [{
      name: 'engine place/cancel/match mix (fast book)',
      value,
      unit: 'ops/s',
      baseline: 'reference engine (sorted arrays), same command stream',
      baseline_value: baseline,
      ratio: Math.round((value / baseline) * 100) / 100,
      note: `${ops.length} ops (60% resting place, 25% cancel, 15% aggressive), 3 runners, 50 users, median of 5`,
    }];
  },
};
