import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  baseUrl: string;
  close(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
const KILL_GRACE_MS = 5_000;

/** A port nobody listens on: the OS picks one for a throwaway listener, which then lets it go. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitUntilReady(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it answered:\n${output()}`);
    const answered = await fetch(`${baseUrl}/api/globalSetting/getGlobalSetting`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (exited(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the real server (`apps/server/src/main.ts`, as `npm start` runs it, in its own process so
 * the web code never imports the server) on a free port over a fresh temp SQLite file, seeded with
 * the demo accounts and without the simulator (so prices and balances hold still). It serves the
 * built web app from apps/web/dist (`npm run build` first).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    // An empty DATABASE_URL keeps the temp SQLite file even when the shell points at PostgreSQL.
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'on',
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept only to explain a server that fails to start.
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, () => log);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl, close };
}
