/**
 * The http bench's report: its measured runs turned into rows with their baselines, ratios and
 * notes. The measuring (server child, clients, rounds) is in http.bench.ts.
 */
import type { BenchResult } from './bench-result.ts';
import type { Frame, Profile } from './profile-frames.ts';

/** One load run's figures (http.bench.ts): the clients' view, then the server's counters per request. */
export interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** Server process CPU (every thread), µs a request. */
  cpuUs: number;
  /** Main-thread busy time, µs a request. */
  loopUs: number;
  /** SQLite statement runs a request (0 on PostgreSQL). */
  statements: number;
  /** Write system calls and KiB written a request. */
  writes: number;
  kbWritten: number;
  /** Commands per committed batch. */
  batch: { mean: number; p50: number; p90: number; max: number };
}

/** A configuration's median round, with every round's CPU per bet. */
/** `warmUp`: the same server's first bets after its start, before the measured ones (http.bench.ts WARM_UP). */
export type Median = { bets: Run; bare: Run; warmUp: Run; cpu: number[] };
/** The medians of one database's rounds: the three configurations of every database, then `extra`'s in order. */
export interface Medians {
  plain: Median;
  limits: Median;
  keyed: Median;
  extra: Median[];
}

const describe = (r: Run) =>
  `${Math.round(r.perSecond).toLocaleString('en-US')}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, main thread ${r.loopUs.toFixed(0)} µs, ${r.failed} non-200`;
/** `statements`: counted on SQLite only (PostgreSQL runs them in its own processes). */
const batchNote = (r: Run, statements: boolean) =>
  `batch size mean ${r.batch.mean.toFixed(1)} (p50 ${r.batch.p50}, p90 ${r.batch.p90}, max ${r.batch.max})${statements ? `, ${r.statements.toFixed(2)} statements/bet` : ''}`;

const roundsNote = (cpu: number[]) =>
  cpu.length === 1 ? 'one round' : `median of ${cpu.length} rounds (${cpu.map((us) => us.toFixed(0)).join(', ')} µs)`;

/** The bench's rows for one database (SQLite's unlabelled, as they were before PostgreSQL had any). */
export function rows(dialect: 'sqlite' | 'postgres', { plain, limits, keyed }: Medians, warmUpBets: number): BenchResult[] {
  const { bets, bare } = plain;
  const sqlite = dialect === 'sqlite';
  const label = sqlite ? '' : ' (PostgreSQL)';
  return [
    {
      name: `http${label}: placeMarketBet server CPU per bet`,
      value: bets.cpuUs,
      unit: 'µs',
      baseline: 'bare Fastify route CPU per request',
      baseline_value: bare.cpuUs,
      ratio: bets.cpuUs / bare.cpuUs,
      note: `bets ${describe(bets)}; bare ${describe(bare)}; ${roundsNote(plain.cpu)}; measured after a warm-up of ${warmUpBets.toLocaleString('en-US')} bets, which cost ${plain.warmUp.cpuUs.toFixed(0)} µs a bet; goal <= 50 µs${sqlite ? '' : ' (not counting the database server)'}`,
    },
    {
      name: `http${label}: placeMarketBet bets/s (64 clients, keep-alive)`,
      value: bets.perSecond,
      unit: 'bets/s',
      baseline: 'bare Fastify route',
      baseline_value: bare.perSecond,
      ratio: bets.perSecond / bare.perSecond,
      note: batchNote(bets, sqlite),
    },
    {
      name: `http${label}: placeMarketBet p99 latency`,
      value: bets.p99,
      unit: 'ms',
      baseline: 'bare Fastify route p99',
      baseline_value: bare.p99,
      ratio: bets.p99 / bare.p99,
      note: `p50 ${bets.p50.toFixed(1)} ms (bare ${bare.p50.toFixed(1)} ms); goal <= 20 ms`,
    },
    // The server's own writes are SQLite's WAL there; on PostgreSQL they are socket writes to it.
    ...(sqlite
      ? [
          {
            name: 'http: placeMarketBet write system calls per bet',
            value: bets.writes,
            unit: 'calls',
            baseline: 'bare Fastify route per request',
            baseline_value: bare.writes,
            ratio: bets.writes / bare.writes,
            note: `${bets.kbWritten.toFixed(1)} KiB written per bet (bare ${bare.kbWritten.toFixed(2)}); WAL frames (two calls each), responses, WAL flushes`,
          },
        ]
      : []),
    {
      name: `http${label}: placeMarketBet CPU per bet, 30% with loss limits`,
      value: limits.bets.cpuUs,
      unit: 'µs',
      baseline: 'no loss limits (same run)',
      baseline_value: bets.cpuUs,
      ratio: limits.bets.cpuUs / bets.cpuUs,
      note: `${describe(limits.bets)}; ${batchNote(limits.bets, sqlite)}; ${roundsNote(limits.cpu)}; goal ratio <= 1.10`,
    },
    {
      name: `http${label}: placeMarketBet bets/s, 30% with loss limits`,
      value: limits.bets.perSecond,
      unit: 'bets/s',
      baseline: 'no loss limits (same run)',
      baseline_value: bets.perSecond,
      ratio: limits.bets.perSecond / bets.perSecond,
    },
    {
      name: `http${label}: placeMarketBet CPU per bet, every bet with a client_ref (as the web app sends)`,
      value: keyed.bets.cpuUs,
      unit: 'µs',
      baseline: 'bets without a client_ref (same run)',
      baseline_value: bets.cpuUs,
      ratio: keyed.bets.cpuUs / bets.cpuUs,
      note: `${describe(keyed.bets)}; ${batchNote(keyed.bets, sqlite)}; ${roundsNote(keyed.cpu)}; a keyed bet adds a look-up (one statement for the batch) and an index entry`,
    },
  ];
}

/**
 * The bet route without its batch (one round, SQLite): what the bet costs over HTTP before the
 * group commit, so the rest of the bet's CPU is the batch's (SQLite, the engine, the WAL flush).
 */
export function routeRow(bets: Run, route: Median): BenchResult {
  return {
    name: 'http: placeMarketBet route alone (no batch) server CPU per request',
    value: route.bets.cpuUs,
    unit: 'µs',
    baseline: 'bare Fastify route CPU per request (same child)',
    baseline_value: route.bare.cpuUs,
    ratio: route.bets.cpuUs / route.bare.cpuUs,
    note: `every bet after the first answered with the first's outcome: HTTP, access check, validation, handler and serialization; the batch costs the other ${(bets.cpuUs - route.bets.cpuUs).toFixed(0)} µs of a bet (median round above); ${describe(route.bets)}; ${roundsNote(route.cpu)}; goal ratio <= 1.4`,
  };
}

/**
 * The bet without the bets table's two secondary indexes (median of its rounds, beside the plain
 * ones): how much of the batch those index writes are, scattered leaves a bet (one customer's
 * bets, one market's), so the most a design that builds them behind the batch could save.
 */
export function withoutIndexesRow(plain: Median, without: Median): BenchResult {
  return {
    name: 'http: placeMarketBet without the bets_user and bets_market indexes, server CPU per bet',
    value: without.bets.cpuUs,
    unit: 'µs',
    baseline: 'with them (same rounds)',
    baseline_value: plain.bets.cpuUs,
    ratio: without.bets.cpuUs / plain.bets.cpuUs,
    note: `a bound, not a configuration of the product (its bet lists and settlement read through those indexes); ${without.bets.writes.toFixed(2)} write calls a bet (with them ${plain.bets.writes.toFixed(2)}); ${roundsNote(without.cpu)}`,
  };
}

/**
 * A profiled run's top frames (`--profile`): each function's own CPU per request against the
 * whole process's, then the biggest allocators' bytes per request against all that was allocated.
 */
export function profileRows(label: string, requests: number, profile: Profile): BenchResult[] {
  const frameRows = (what: string, frames: Frame[], total: number, unit: string, baseline: string) =>
    frames.map((frame, i) => ({
      name: `http profile, placeMarketBet ${label}: ${what} #${i + 1} ${frame.name}`,
      value: frame.value / requests,
      unit,
      baseline,
      baseline_value: total / requests,
      ratio: frame.value / total,
    }));
  return [
    ...frameRows('CPU', profile.cpu, profile.cpuUs, 'µs', 'all frames, per request'),
    ...frameRows('allocated', profile.heap, profile.heapBytes, 'B', 'all allocations, per request'),
  ];
}
