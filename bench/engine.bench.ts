import {
  LADDER, createFastMarket, createReferenceMarket, type CancelCommand, type Market, type PlaceCommand,
} from '../packages/exchange/src/index';

type BenchResult = {
  name: string; value: number; unit: string; baseline: string; baseline_value: number; ratio: number; note?: string;
};

type Op = { place: PlaceCommand } | { cancel: CancelCommand };

const RUNNERS = [1, 2, 3];
const MID = 99; // ladder index of 2.00
const SEED = 0x5eed;
const TOTAL = 100_000;
const RUNS = 5;

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
 * orders (some already filled), 15% aggressive orders that match. Each run replays the same
 * seeded stream, so both implementations see identical commands.
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

export interface RunTiming {
  /** Commands per second of wall time. */
  opsPerSecond: number;
  /** Commands per second of this process's CPU time (user + system, GC threads included). */
  opsPerCpuSecond: number;
  market: Market;
}

/**
 * Runs `total` commands on a fresh market, timing the engine calls only. Commands are built in
 * chunks just before they are timed, as a server parses a request just before placing it (a
 * stream built wholly in advance sits cold in old space and times cache misses on the
 * commands). Wall time alone is unreliable on a shared machine (other processes steal the
 * cores), so the process CPU time over the same regions is summed too.
 */
export function runOnce(create: () => Market, total: number, chunk = 2000): RunTiming {
  const m = create();
  const next = commandSource(SEED);
  let ns = 0;
  let cpuUs = 0;
  for (let done = 0; done < total; done += chunk) {
    const ops = next(chunk);
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i]!;
      if ('place' in op) m.place(op.place);
      else m.cancel(op.cancel);
    }
    ns += Number(process.hrtime.bigint() - start);
    const used = process.cpuUsage(cpu);
    cpuUs += used.user + used.system;
  }
  return { opsPerSecond: total / (ns / 1e9), opsPerCpuSecond: total / (cpuUs / 1e6), market: m };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const config = { marketId: 'bench', runners: RUNNERS.map((selectionId) => ({ selectionId })) };
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export default {
  name: 'engine',
  run: async (): Promise<BenchResult[]> => {
    const fast: RunTiming[] = [];
    const reference: RunTiming[] = [];
    // Warm-up for the JIT, both implementations alike.
    runOnce(() => createFastMarket(config), TOTAL);
    runOnce(() => createReferenceMarket(config), TOTAL);
    for (let i = 0; i < RUNS; i++) {
      fast.push(runOnce(() => createFastMarket(config), TOTAL));
      reference.push(runOnce(() => createReferenceMarket(config), TOTAL));
    }
    const value = Math.round(median(fast.map((r) => r.opsPerSecond)));
    const baseline = Math.round(median(reference.map((r) => r.opsPerSecond)));
    const fastCpu = median(fast.map((r) => r.opsPerCpuSecond));
    const refCpu = median(reference.map((r) => r.opsPerCpuSecond));
    return [{
      name: 'engine place/cancel/match mix (fast book)',
      value,
      unit: 'ops/s',
      baseline: 'reference engine (sorted arrays), same command stream',
      baseline_value: baseline,
      ratio: Math.round((value / baseline) * 100) / 100,
      note: `${TOTAL} ops (60% resting place, 25% cancel, 15% aggressive), 3 runners, 50 users, median of ${RUNS}; ` +
        `per CPU-second: fast ${fmt(fastCpu)}, reference ${fmt(refCpu)} (x${(fastCpu / refCpu).toFixed(2)})`,
    }];
  },
};
