import type SqliteDatabase from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// Plain JS run with `eval`, so the worker needs no TypeScript loader (tsx, vitest or node alike).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db = null;
parentPort.on('message', () => {
  try {
    if (!db) {
      db = new Database(workerData.file, { fileMustExist: true });
      db.pragma('busy_timeout = 1000');
    }
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch { /* busy, or the file gone: the next tick tries again */ }
});
`;

const started = new WeakSet<SqliteDatabase.Database>();

/**
 * Moves WAL checkpoints off the event loop: automatic checkpoints (which flush the WAL and the
 * database file inside a COMMIT, stalling every request behind them) are turned off on this
 * connection, and a worker thread with its own connection runs a PASSIVE checkpoint every
 * `intervalMs` instead. It stops when the connection closes. The worker opens its connection at
 * its first checkpoint, sent only while ours is open, and never creates the file: a worker that
 * started late once opened it while a short-lived database's folder was being removed, and put a
 * new empty file there.
 */
export function startWalCheckpointer(sqlite: SqliteDatabase.Database, intervalMs = 1000): void {
  if (started.has(sqlite) || sqlite.memory) return;
  started.add(sqlite);
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file: sqlite.name },
  });
  worker.unref();
  worker.on('error', () => undefined);
  sqlite.pragma('wal_autocheckpoint = 0');
  const timer = setInterval(() => {
    if (sqlite.open) worker.postMessage('checkpoint');
    else {
      clearInterval(timer);
      void worker.terminate();
    }
  }, intervalMs);
  timer.unref();
}
