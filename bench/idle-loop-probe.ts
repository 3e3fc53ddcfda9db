import { spawn } from 'node:child_process';

// An idle Node process's own event-loop delay, with the same 10 ms resolution as the server's
// prom-client histogram: what the machine's scheduling alone costs a loop (other processes on
// the cores), the baseline a server's figure is read against.
const PROBE = `const h = require('node:perf_hooks').monitorEventLoopDelay({ resolution: 10 }); h.enable();
process.stdin.on('data', () => { process.stdout.write((h.percentile(99) / 1e6).toFixed(2) + '\\n'); h.reset(); });`;

export interface IdleLoopProbe {
  /** p99 of the probe's event-loop delay (ms) since the last read. */
  read(): Promise<number>;
  stop(): void;
}

export function startIdleLoopProbe(): IdleLoopProbe {
  const child = spawn(process.execPath, ['-e', PROBE], { stdio: ['pipe', 'pipe', 'inherit'] });
  return {
    read: () =>
      new Promise((resolve) => {
        child.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
        child.stdin.write('\n');
      }),
    stop: () => child.kill(),
  };
}
