import type { BatchGenerator, IoRequest } from '../shared/trading-types.ts';

/** Drives a batch with synchronous I/O (SQLite): nothing else runs until it returns. */
export function runSync<T>(gen: BatchGenerator<T>, handle: (r: IoRequest) => unknown): T {
  let step = gen.next();
  while (!step.done) step = gen.next(handle(step.value));
  return step.value;
}

/** Drives a batch with asynchronous I/O (PostgreSQL). */
export async function runAsync<T>(gen: BatchGenerator<T>, handle: (r: IoRequest) => Promise<unknown>): Promise<T> {
  let step = gen.next();
  while (!step.done) step = gen.next(await handle(step.value));
  return step.value;
}
