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

/**
 * A deterministic command source: 60% passive places that rest, 25% cancels of earlier passive
 * orders (some already filled), 15% aggressive orders that match. Generated in chunks outside
 * the timed region, so both implementations see the same stream and only the engine is timed.
 */
export function commandSource(seed: number): (count: number) => Op[] {
  const rnd = xorshift(seed);
  const resting: string[] = [];
  let i = 0;
  return (count) => {
    const ops: Op[] = [];
    for (const end = i + count; i < end; i++) {
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
        const price = LADDER[back ? MID - 10 : MID + 10]!;
        ops.push({ place: { ...common, side: back ? 'BACK' : 'LAY', price, size: 500 + Math.floor(rnd() * 25000) } });
      }
    }
    return ops;
  };
}

/** Runs `total` commands on a fresh market; returns ops/s over the engine calls only. */
export function runOnce(create: () => Market, total: number, chunk = 2000): { opsPerSecond: number; market: Market } {
  const m = create();
  const next = commandSource(0x5eed);
  let ns = 0n;
  for (let done = 0; done < total; done += chunk) {
    const ops = next(chunk);
    const start = process.hrtime.bigint();
    for (const op of ops) {
      if ('place' in op) m.place(op.place);
      else m.cancel(op.cancel);
    }
    ns += process.hrtime.bigint() - start;
  }
  return { opsPerSecond: total / (Number(ns) / 1e9), market: m };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const config = { marketId: 'bench', runners: RUNNERS.map((selectionId) => ({ selectionId })) };

export default {
  name: 'engine',
  run: async (): Promise<BenchResult[]> => {
    const total = 100_000;
    const fast: number[] = [];
    const reference: number[] = [];
    runOnce(() => createFastMarket(config), total); // warm-up for the JIT
    for (let i = 0; i < 5; i++) {
      fast.push(runOnce(() => createFastMarket(config), total).opsPerSecond);
      reference.push(runOnce(() => createReferenceMarket(config), total).opsPerSecond);
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
      note: `${total} ops (60% resting place, 25% cancel, 15% aggressive), 3 runners, 50 users, median of 5`,
    }];
  },
};
