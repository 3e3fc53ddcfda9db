import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lifecycle/server-process.ts';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerChild {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The exit signal, or the exit code when it ended on its own. */
  exited: Promise<NodeJS.Signals | number | null>;
}

/**
 * The real server (src/main.ts, as `npm start` runs it) in a process of its own on a free
 * loopback port, resolved once it listens; `env` adds to this process's own. Its output is read
 * to the end, so a chatty server never blocks on a full pipe.
 */
export async function startServerChild(env: Record<string, string>): Promise<ServerChild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
    void exited.then((how) => reject(new Error(`server ended (${how}) before listening`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, exited };
}
