import { dealRound, tableBetPnl, type TableType } from '@bx/games';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fairStream, sha256Hex } from '../fairness/hmac-blocks.ts';

export interface VirtualBetVerification {
  bet_id: number;
  type: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  stored: { cards: string[]; result: string; pnl: number };
  recomputed: { cards: string[]; result: string; pnl: number };
  /** sha256_hex(server_seed) is the hash shown before the bet. */
  seed_matches_hash: boolean;
  deal_matches: boolean;
}

/**
 * Re-deals an Our Virtual bet as an outsider would (casino.md section 2) from its pair's revealed
 * server seed, and re-settles it (P&L in paise). Null: no such bet, or its pair is still current
 * (rotate the pair to reveal the seed).
 */
export async function verifyVirtualBet(db: Kysely<Database>, betId: number): Promise<VirtualBetVerification | null> {
  const row = await db
    .selectFrom('virtual_bets')
    .innerJoin('fair_seed_pairs', 'fair_seed_pairs.seed_pair_id', 'virtual_bets.seed_pair_id')
    .selectAll('virtual_bets')
    .select(['fair_seed_pairs.server_seed', 'fair_seed_pairs.server_seed_hash', 'fair_seed_pairs.retired_at'])
    .where('virtual_bets.bet_id', '=', betId)
    .executeTakeFirst();
  if (!row || row.retired_at === null) return null;
  const type = row.gtype as TableType;
  const nonce = Number(row.nonce);
  const deal = dealRound(type, fairStream(row.server_seed, row.client_seed, nonce));
  const pnl = tableBetPnl(type, deal, { sid: Number(row.selection_id), side: 'BACK', rate: Number(row.rate), stake: Number(row.stake) });
  const stored = { cards: JSON.parse(row.cards) as string[], result: row.result, pnl: Number(row.pnl) };
  return {
    bet_id: betId,
    type,
    server_seed: row.server_seed,
    server_seed_hash: row.server_seed_hash,
    client_seed: row.client_seed,
    nonce,
    stored,
    recomputed: { cards: deal.cards, result: deal.result, pnl },
    seed_matches_hash: sha256Hex(row.server_seed) === row.server_seed_hash,
    deal_matches: deal.cards.join(',') === stored.cards.join(',') && deal.result === stored.result && pnl === stored.pnl,
  };
}
