import { closeSync, fsyncSync, openSync } from 'node:fs';

/** Forces a file's (or a directory's entries') written bytes to disk before anyone relies on them. */
export function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
