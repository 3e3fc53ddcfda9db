import {
  LADDER,
  createFastMarket,
  createReferenceMarket,
  type CancelCommand,
  type Market,
  type PlaceCommand,
} from '../packages/exchange/src/index';
import type { BenchResult } from './bench-result.ts';

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

/** How many of the most recent resting orders a cancel picks from. */
const CANCEL_WINDOW = 64;
const OFFSETS = 10;

/** The generator's model of one resting order. */
type Resting = { id: string; remaining: number };

/** Ladder indices the stream uses: MID - OFFSETS ..= MID + OFFSETS. */
const SPAN = 2 * OFFSETS + 1;

/**
 * The generator's own model of the book, so that cancels target orders still resting: per
 * runner and side one FIFO per price. It matches as the engine does (price-time priority; the
 * funds never bind), aggressive remainders rest too, so it knows exactly what rests.
 */
function bookModel() {
  const levels: Resting[][] = Array.from({ length: RUNNERS.length * 2 * SPAN }, () => []);
  const recent: Resting[] = [];
  return {
    /** Matches an order at ladder index `idx` against the other side, then rests the rest. */
    place(runner: number, back: boolean, idx: number, o: Resting): void {
      const other = (runner * 2 + (back ? 1 : 0)) * SPAN;
      const at = idx - (MID - OFFSETS);
      // A back takes lays priced at or above its own, highest first; a lay the reverse.
      for (let k = back ? SPAN - 1 : 0; (back ? k >= at : k <= at) && o.remaining > 0; k += back ? -1 : 1) {
        const q = levels[other + k]!;
        let n = 0;
        for (; n < q.length && o.remaining > 0; n++) {
          const take = Math.min(q[n]!.remaining, o.remaining);
          q[n]!.remaining -= take;
          o.remaining -= take;
        }
        if (n > 0 && q[n - 1]!.remaining > 0) n--;
        q.splice(0, n);
      }
      if (o.remaining === 0) return;
      levels[(runner * 2 + (back ? 0 : 1)) * SPAN + at]!.push(o);
      recent.push(o);
      // Entries this old are almost never picked (only once 2 x CANCEL_WINDOW newer ones are gone):
      // keep the model from growing with the stream.
      if (recent.length > 4 * CANCEL_WINDOW) recent.splice(0, recent.length - 2 * CANCEL_WINDOW);
    },
    /** A random one of the last CANCEL_WINDOW orders still resting, or null. */
    cancel(rnd: () => number): string | null {
      for (let i = recent.length - 1; i >= 0 && i >= recent.length - CANCEL_WINDOW; i--) {
        if (recent[i]!.remaining === 0) recent.splice(i, 1);
      }
      if (recent.length === 0) return null;
      const k = recent.length - 1 - Math.floor(rnd() * Math.min(CANCEL_WINDOW, recent.length));
      const o = recent.splice(k, 1)[0]!;
      o.remaining = 0; // left in its level queue, where an empty entry takes nothing
      return o.id;
    },
  };
}

/**
 * A deterministic command source: 60% passive places that rest, 25% cancels, 15% aggressive
 * orders that match. Cancels target orders the generator's book model knows are still resting
 * (a random one of the last CANCEL_WINDOW), so they cancel something as real cancels do. Each
 * run replays the same seeded stream, so both implementations see identical commands.
 */
function commandSource(seed: number): (count: number) => Op[] {
  const rnd = xorshift(seed);
  const book = bookModel();
  let i = 0;
  return (count) => {
    const ops: Op[] = [];
    for (const end = i + count; i < end; i++) {
      const r = rnd();
      const userId = `u${Math.floor(rnd() * 50)}`;
      const runner = Math.floor(rnd() * RUNNERS.length);
      const common = { orderId: `o${i}`, userId, selectionId: RUNNERS[runner]!, now: i, availableFunds: 1e12 };
      const cancelId = r >= 0.6 && r < 0.85 ? book.cancel(rnd) : null;
      if (cancelId !== null) {
        ops.push({ cancel: { orderId: cancelId } });
      } else if (r < 0.6) {
        const back = rnd() < 0.5;
        const offset = 1 + Math.floor(rnd() * OFFSETS);
        const idx = back ? MID + offset : MID - offset;
        const size = 100 + Math.floor(rnd() * 5000);
        ops.push({ place: { ...common, side: back ? 'BACK' : 'LAY', price: LADDER[idx]!, size } });
        book.place(runner, back, idx, { id: common.orderId, remaining: size });
      } else {
        const back = rnd() < 0.5;
        const idx = back ? MID - OFFSETS : MID + OFFSETS;
        const size = 500 + Math.floor(rnd() * 25000);
        ops.push({ place: { ...common, side: back ? 'BACK' : 'LAY', price: LADDER[idx]!, size } });
        book.place(runner, back, idx, { id: common.orderId, remaining: size });
      }
    }
    return ops;
  };
}

interface RunTiming {
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
function runOnce(create: () => Market, total: number, chunk = 2000): RunTiming {
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
    return [
      {
        name: 'engine place/cancel/match mix (fast book)',
        value,
        unit: 'ops/s',
        baseline: 'reference engine (sorted arrays), same command stream',
        baseline_value: baseline,
        ratio: Math.round((value / baseline) * 100) / 100,
        note:
          `${TOTAL} ops (60% resting place, 25% cancel of one of the last ${CANCEL_WINDOW} orders still resting per a book model in the generator, 15% aggressive), 3 runners, 50 users, median of ${RUNS}; ` +
          `per CPU-second: fast ${fmt(fastCpu)}, reference ${fmt(refCpu)} (x${(fastCpu / refCpu).toFixed(2)})`,
      },
    ];
  },
};
