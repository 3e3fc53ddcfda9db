import { fdatasync } from 'node:fs';
import type { JoinTimer } from '../../src/db/flush-join-window.ts';
import type { Fdatasync } from '../../src/db/wal-sync.ts';

/**
 * A WAL flush for a writer under test (its `fdatasync` option): each flush waits in `held`
 * until the test lets it go; after `releaseAll` every flush, held or later, runs at once.
 */
export function heldFlushes() {
  const held: (() => void)[] = [];
  let hold = true;
  const datasync: Fdatasync = (fd, done) => (hold ? held.push(() => fdatasync(fd, done)) : fdatasync(fd, done));
  const releaseAll = () => {
    hold = false;
    for (const release of held.splice(0)) release();
  };
  return { held, datasync, releaseAll };
}

/** A join window's clock that moves only when the test ends one of the window's sleeps (by its length). */
export function steppedTimer(start = 1_000) {
  let clock = start;
  const sleeps: { ms: number; end: () => void }[] = [];
  const timer: JoinTimer = {
    now: () => clock,
    sleep: (ms) =>
      new Promise((resolve) =>
        sleeps.push({
          ms,
          end: () => {
            clock += ms;
            resolve();
          },
        }),
      ),
  };
  return { timer, sleeps, now: () => clock };
}
