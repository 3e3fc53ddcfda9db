import { spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';

/**
 * Runs a bench file again as a child process with `flag` (and `env`) set (its server side, so load
 * and server do not share one event loop) and reads the first JSON line the child prints.
 */
export async function startBenchChild<T>(
  fileUrl: string,
  flag: string,
  env: Record<string, string> = {},
): Promise<{ target: T; stop: () => void }> {
  // BENCH_CPU_PROF=<dir>: the child writes a V8 CPU profile there when it exits (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', fileURLToPath(fileUrl)], {
    env: { ...process.env, ...env, [flag]: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const target = await new Promise<T>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      if (buffer.includes('\n')) resolve(JSON.parse(buffer.split('\n')[0]!) as T);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
  return { target, stop: () => child.kill('SIGTERM') };
}

/** Sends one request and records how long it took (ms). */
export async function timed<T>(latencies: number[], send: () => Promise<T>): Promise<T> {
  const t = process.hrtime.bigint();
  const answer = await send();
  latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
  return answer;
}

/** Seconds since `started` (hrtime), and the p50 and p99 of the latencies (sorted here). */
export function loadSummary(latencies: number[], started: bigint) {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { seconds, p50: at(0.5), p99: at(0.99) };
}

/** GET /cpu on a bench child's bare app: the child's CPU time so far (µs), so the parent can take the server's CPU per call. */
export function serveCpu(app: FastifyInstance): void {
  app.get('/cpu', async () => {
    const cpu = process.cpuUsage();
    return { us: cpu.user + cpu.system };
  });
}

/** Runs `load` and answers it with the server child's CPU µs per call over it (`calls` requests; the load's client runs in this process). */
export async function withServerCpu<T>(barePort: number, calls: number, load: () => Promise<T>): Promise<T & { cpuUs: number }> {
  const cpu = async () => ((await (await fetch(`http://127.0.0.1:${barePort}/cpu`)).json()) as { us: number }).us;
  const before = await cpu();
  const result = await load();
  return { ...result, cpuUs: ((await cpu()) - before) / calls };
}
