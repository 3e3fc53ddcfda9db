/**
 * Rounds of a server bench measured at steady state (slots-http, provider-wallet): each round a
 * fresh server child, warmed up with the same calls it is then measured on, and the median
 * round reported. A freshly started server spends its first ~15,000 requests tiering its code and
 * growing its young generation, at 1.5-2x the CPU per request it settles at; measured from the
 * start, a bench reports the start-up rather than the server an exchange runs all day.
 */
import type { FastifyInstance } from 'fastify';
import { startBenchChild, withServerCpu } from './bench-child.ts';
import type { BenchResult } from './bench-result.ts';
import { profileRows } from './http-bench-rows.ts';
import { startProfiling, type Profile } from './profile-frames.ts';

/** Rounds of each bench (BENCH_QUICK=1: one), each a fresh server child. */
const ROUNDS = process.env.BENCH_QUICK === '1' ? 1 : 3;
/** `npm run bench -- --only <name> --profile`: one more child after the measured rounds, its measured run profiled. */
const PROFILE = process.argv.includes('--profile');
/** Requests that warm the bare route before its run (it settles far sooner than the server's routes). */
const BARE_WARM_UP = 4_096;

/** Sends `calls` requests (the bench's clients, each a unique `tag` in its keys) to the real server's route or the bare one. */
export type Load<T extends object> = (calls: number, tag: string) => Promise<T>;

/** One round's runs, with the server child's CPU µs per call over each. */
export interface Round<T extends object> {
  target: T & { cpuUs: number };
  bare: T & { cpuUs: number };
  /** CPU µs per call over the warm-up, the first calls after the child started. */
  warmUpUs: number;
}

export interface Steady<T extends object> {
  /** The round with the median server CPU per call of the target. */
  median: Round<T>;
  /** Every round, in the order run. */
  rounds: Round<T>[];
  /** `--profile` only: the extra run's top frames and allocators. */
  profile?: Profile;
}

/** POST /profile/start and /profile/stop on a bench child's bare app: the parent profiles the server over one run. */
export function serveProfiling(app: FastifyInstance): void {
  let stop: (() => Promise<Profile>) | null = null;
  app.post('/profile/start', async () => void (stop = await startProfiling()));
  app.post('/profile/stop', async () => stop!());
}

/**
 * ROUNDS rounds, each in a fresh child of `fileUrl` (started with `flag`): `warmUp` calls to the
 * target, then `calls` measured, then the bare route warmed and measured with as many; the
 * machine's load drifts over a minute, so the median round (by the target's CPU per call) is the
 * figure. With --profile, one more child, warmed alike, profiled over its target run.
 */
export async function steadyRounds<C extends { barePort: number }, T extends object>(
  fileUrl: string,
  flag: string,
  counts: { warmUp: number; calls: number },
  loads: (child: C) => { target: Load<T>; bare: Load<T> },
): Promise<Steady<T>> {
  const inChild = async <R>(use: (child: C, load: { target: Load<T>; bare: Load<T> }) => Promise<R>): Promise<R> => {
    const { target: child, stop } = await startBenchChild<C>(fileUrl, flag);
    try {
      return await use(child, loads(child));
    } finally {
      stop();
    }
  };
  const rounds: Round<T>[] = [];
  for (let round = 0; round < ROUNDS; round++)
    rounds.push(
      await inChild(async (child, load) => {
        const cpu = (calls: number, run: () => Promise<T>) => withServerCpu(child.barePort, calls, run);
        const warmUp = await cpu(counts.warmUp, () => load.target(counts.warmUp, 'warm'));
        const target = await cpu(counts.calls, () => load.target(counts.calls, 'run'));
        await load.bare(BARE_WARM_UP, 'bare-warm');
        const bare = await cpu(counts.calls, () => load.bare(counts.calls, 'bare'));
        return { target, bare, warmUpUs: warmUp.cpuUs };
      }),
    );
  const median = [...rounds].sort((a, b) => a.target.cpuUs - b.target.cpuUs)[Math.floor(rounds.length / 2)]!;
  if (!PROFILE) return { median, rounds };
  const profile = await inChild(async (child, load) => {
    const control = (path: string) => fetch(`http://127.0.0.1:${child.barePort}${path}`, { method: 'POST' });
    await load.target(counts.warmUp, 'warm');
    await control('/profile/start');
    await load.target(counts.calls, 'run');
    return (await (await control('/profile/stop')).json()) as Profile;
  });
  return { median, rounds, profile };
}

/** `median of 3 rounds (95, 97, 102 µs); first 16,000 spins after start: 160 µs (161, 158, 170)`: the rounds and the cold figure. */
export function steadyNote({ rounds }: Steady<object>, warmUp: string): string {
  const us = (list: number[]) => list.map((v) => v.toFixed(0)).join(', ');
  const cold = [...rounds.map((r) => r.warmUpUs)].sort((a, b) => a - b)[Math.floor(rounds.length / 2)]!;
  const each = rounds.length === 1 ? '' : ` (${us(rounds.map((r) => r.warmUpUs))})`;
  const ran = rounds.length === 1 ? 'one round' : `median of ${rounds.length} rounds (${us(rounds.map((r) => r.target.cpuUs))} µs)`;
  return `${ran}, each after a warm-up; first ${warmUp} after start: ${cold.toFixed(0)} µs${each}`;
}

/** The profiled run's top frames and allocators per call (http-bench-rows.ts's rows, named after `bench` rather than the bet route). */
export function steadyProfileRows(bench: string, calls: number, profile: Profile): BenchResult[] {
  // profileRows names a row `http profile, placeMarketBet <label>: <what> #<n> <frame>`: the part after the label is kept.
  return profileRows('', calls, profile).map((row) => ({
    ...row,
    name: `${bench} profile: ${row.name.slice(row.name.indexOf(': ') + 2)}`,
  }));
}
