import { monteCarloSlot, SLOT_TITLES, slotPar, toNumber } from '@bx/games';
import { fairStream, sha256Hex } from '../apps/server/src/modules/fairness/hmac-blocks.ts';
import type { BenchResult } from './bench-result.ts';

// The issue asks for 10,000,000 paid spins per title; BENCH_QUICK=1 runs a tenth of that.
const SPINS = process.env.BENCH_QUICK === '1' ? 1_000_000 : 10_000_000;
// A fixed seed, so a run can be repeated; spin k (free spins included) is drawn with nonce k, as production draws.
const SERVER_SEED = sha256Hex('slots-rtp bench');
const CLIENT_SEED = 'bench';

/**
 * Monte Carlo of every slot title on the production RNG (the server's HMAC stream) and the
 * production evaluation, free spins played out, against the exact RTP of the full-cycle
 * enumeration computed in the same run.
 */
async function run(): Promise<BenchResult[]> {
  return SLOT_TITLES.map((title) => {
    const exact = toNumber(slotPar(title).rtp);
    const started = performance.now();
    const sampled = monteCarloSlot(title, SPINS, (k) => fairStream(SERVER_SEED, CLIENT_SEED, k));
    const seconds = (performance.now() - started) / 1000;
    const z = (sampled.rtp - exact) / sampled.standardError;
    return {
      name: `slot rtp ${title.id} (Monte Carlo, %)`,
      value: 100 * sampled.rtp,
      unit: '%',
      baseline: 'exact',
      baseline_value: 100 * exact,
      ratio: sampled.rtp / exact,
      note: `± ${(100 * sampled.standardError).toFixed(3)} (1 SE), z = ${z.toFixed(2)}${Math.abs(z) > 3 ? ' OUTSIDE 3 SE' : ''}; ${SPINS.toLocaleString('en-US')} spins in ${seconds.toFixed(0)} s`,
    };
  });
}

export default { name: 'slots-rtp', run };
