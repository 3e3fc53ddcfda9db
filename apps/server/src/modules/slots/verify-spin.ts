import { drawStops, evaluateSpin, slotTitle } from '@bx/games';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fairStream, sha256Hex } from '../fairness/hmac-blocks.ts';
import { paiseOf } from './slot-answer.ts';

export interface SpinVerification {
  spin_id: number;
  game_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  stored: { stops: number[]; win: number };
  recomputed: { stops: number[]; win: number };
  /** sha256_hex(server_seed) is the hash shown before the spin. */
  seed_matches_hash: boolean;
  spin_matches: boolean;
}

/**
 * Re-draws a spin's stops as an outsider would (casino.md section 2) from its pair's revealed
 * server seed, and re-prices them (win in paise). Null: no such spin, or its pair is still
 * current (rotate the pair to reveal the seed).
 */
export async function verifySlotSpin(db: Kysely<Database>, spinId: number): Promise<SpinVerification | null> {
  const row = await db
    .selectFrom('slot_spins')
    .innerJoin('fair_seed_pairs', 'fair_seed_pairs.seed_pair_id', 'slot_spins.seed_pair_id')
    .selectAll('slot_spins')
    .select(['fair_seed_pairs.server_seed', 'fair_seed_pairs.server_seed_hash', 'fair_seed_pairs.retired_at'])
    .where('slot_spins.spin_id', '=', spinId)
    .executeTakeFirst();
  const title = row && slotTitle(row.game_id);
  if (!row || !title || row.retired_at === null) return null;
  const nonce = Number(row.nonce);
  const stops = drawStops(title, fairStream(row.server_seed, row.client_seed, nonce));
  const win = paiseOf(title, Number(row.bet), evaluateSpin(title, stops, Number(row.free_spin) === 1).credits);
  const stored = { stops: JSON.parse(row.stops) as number[], win: Number(row.win) };
  return {
    spin_id: spinId,
    game_id: row.game_id,
    server_seed: row.server_seed,
    server_seed_hash: row.server_seed_hash,
    client_seed: row.client_seed,
    nonce,
    stored,
    recomputed: { stops, win },
    seed_matches_hash: sha256Hex(row.server_seed) === row.server_seed_hash,
    spin_matches: stops.join(',') === stored.stops.join(',') && win === stored.win,
  };
}
