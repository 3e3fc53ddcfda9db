import { exactRtp, monteCarloRtp, TABLES, type TableType } from '@bx/games';
import { fairStream, sha256Hex } from '../apps/server/src/modules/fairness/hmac-blocks.ts';
import type { BenchResult } from './bench-result.ts';

// The issue asks for 1,000,000 rounds per table; BENCH_QUICK=1 runs a tenth of that.
const ROUNDS = process.env.BENCH_QUICK === '1' ? 100_000 : 1_000_000;
// A fixed seed, so a run can be repeated; each round is dealt as production deals (nonce = round).
const SERVER_SEED = sha256Hex('casino-rtp bench');
const CLIENT_SEED = 'bench';

/**
 * Monte Carlo of every table on the production RNG (the server's HMAC stream), every selection
 * and side settled by the production payout code, against the exact RTP computed in the same run:
 * per table the main bet's sampled RTP beside its exact one, and the worst |z| over all selections.
 */
async function run(): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  for (const type of Object.keys(TABLES) as TableType[]) {
    const started = performance.now();
    const sampled = monteCarloRtp(type, ROUNDS, (round) => fairStream(SERVER_SEED, CLIENT_SEED, round));
    const seconds = (performance.now() - started) / 1000;
    const exact = exactRtp(type);
    const z = exact.map((e, i) => (sampled[i]!.rtp - e.rtp) / sampled[i]!.standardError);
    const main = TABLES[type].selections.find((s) => s.kind === 'MAIN')!;
    const m = exact.findIndex((e) => e.sid === main.sid);
    rows.push({
      name: `casino rtp ${type} ${main.nat} (Monte Carlo, %)`,
      value: 100 * sampled[m]!.rtp,
      unit: '%',
      baseline: 'exact',
      baseline_value: 100 * exact[m]!.rtp,
      ratio: sampled[m]!.rtp / exact[m]!.rtp,
      note: `± ${(100 * sampled[m]!.standardError).toFixed(3)} (1 SE), z = ${z[m]!.toFixed(2)}; ${ROUNDS.toLocaleString('en-US')} rounds in ${seconds.toFixed(0)} s`,
    });
    const worst = z.reduce((w, v, i) => (Math.abs(v) > Math.abs(z[w]!) ? i : w), 0);
    const outside = z.filter((v) => Math.abs(v) > 3).length;
    rows.push({
      name: `casino rtp ${type} worst |z| of ${exact.length} selections`,
      value: Math.abs(z[worst]!),
      unit: 'SE',
      baseline: 'limit',
      baseline_value: 3,
      ratio: Math.abs(z[worst]!) / 3,
      note: `${outside} outside 3 SE; worst sid ${exact[worst]!.sid} ${exact[worst]!.side.toLowerCase()}: ${(100 * sampled[worst]!.rtp).toFixed(3)}% vs exact ${(100 * exact[worst]!.rtp).toFixed(3)}%`,
    });
  }
  return rows;
}

export default { name: 'casino-rtp', run };
