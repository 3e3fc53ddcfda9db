import type { SlotHistoryItem } from '@bx/contract';
import { drawStops, evaluateSpin, slotTitle } from '@bx/games';
import { sha256Hex, withFairStream } from '../../lib/fair-verify.ts';

export interface SpinCheck {
  /** sha256(server_seed) is the hash shown before the spin: the seed was fixed in advance. */
  hashMatches: boolean;
  /** The stops drawn here from the seeds (casino.md section 2), and whether they are the server's. */
  stops: number[];
  stopsMatch: boolean;
  /** The win recomputed from those stops (rupees) is the win paid. */
  winMatches: boolean;
}

/** Recomputes a spin in the browser with the games engine the server spins with (WebCrypto blocks). */
export async function verifySpin(spin: SlotHistoryItem & { server_seed: string }): Promise<SpinCheck> {
  const title = slotTitle(spin.game_id);
  if (!title) throw new Error(`Unknown slot game ${spin.game_id}`);
  const [hash, stops] = await Promise.all([
    sha256Hex(spin.server_seed),
    withFairStream({ serverSeed: spin.server_seed, clientSeed: spin.client_seed, nonce: spin.nonce }, (s) => drawStops(title, s), 1),
  ]);
  // Whole paise: credits x bet (paise) / lines is exact for the whole-rupee bets the server takes.
  const winPaise = (evaluateSpin(title, stops, spin.free_spin).credits * Math.round(spin.bet * 100)) / title.lines.length;
  return {
    hashMatches: hash === spin.server_seed_hash,
    stops,
    stopsMatch: stops.join(',') === spin.stops.join(','),
    winMatches: winPaise === Math.round(spin.win * 100),
  };
}
