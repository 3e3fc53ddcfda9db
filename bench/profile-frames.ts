import { Session } from 'node:inspector/promises';

/** One function's own share of a profile: CPU time (µs) or bytes allocated, by the frames it landed in. */
export interface Frame {
  name: string;
  value: number;
}

/** What a profiled stretch of this process cost: its busiest functions and its biggest allocators. */
export interface Profile {
  /** CPU µs sampled, idle left out. */
  cpuUs: number;
  cpu: Frame[];
  /** Bytes allocated, as the heap sampler saw them. */
  heapBytes: number;
  heap: Frame[];
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

/** `fastify/lib/route.js:465` or `apps/server/src/http/x.ts:12`, not the whole file URL. */
function frameName({ functionName, url, lineNumber, columnNumber }: CallFrame): string {
  // A frame V8 gives neither a name nor a file: native code (an addon's or Node's own).
  if (!url) return functionName || '(native, unnamed)';
  const at = url.lastIndexOf('node_modules/');
  const file = at >= 0 ? url.slice(at + 'node_modules/'.length) : url.replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
  // The column too: tsx's output of our own files can put many functions on one line.
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
}

/** The `count` largest of `totals`, and their sum over every frame. */
function top(totals: Map<string, number>, count: number): { sum: number; frames: Frame[] } {
  const frames = [...totals].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value);
  return { sum: frames.reduce((s, f) => s + f.value, 0), frames: frames.slice(0, count) };
}

const add = (totals: Map<string, number>, name: string, value: number) => totals.set(name, (totals.get(name) ?? 0) + value);

/**
 * Starts V8's CPU profiler (sampling every 250 µs) and heap sampler in this process; the function
 * it returns stops both and names the `count` functions with the most own time (a sample counts
 * to the function it landed in, summed over its call paths; V8's (garbage collector) and
 * (program) stay, idle does not) and the `count` that allocated most.
 */
export async function startProfiling(count = 10): Promise<() => Promise<Profile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('HeapProfiler.enable');
  // Every allocation counts, also what the next scavenge frees (the default keeps live objects only).
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 16_384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    const { profile: heap } = await session.post('HeapProfiler.stopSampling');
    session.disconnect();
    const cpu = new Map<string, number>();
    const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    for (const [i, id] of profile.samples!.entries()) {
      const frame = byId.get(id)!;
      if (frame.functionName !== '(idle)') add(cpu, frameName(frame), profile.timeDeltas![i + 1] ?? 0);
    }
    const bytes = new Map<string, number>();
    const walk = (node: typeof heap.head) => {
      add(bytes, frameName(node.callFrame), node.selfSize);
      node.children.forEach(walk);
    };
    walk(heap.head);
    const cpuTop = top(cpu, count);
    const heapTop = top(bytes, count);
    return { cpuUs: cpuTop.sum, cpu: cpuTop.frames, heapBytes: heapTop.sum, heap: heapTop.frames };
  };
}
