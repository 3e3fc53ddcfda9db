import { sha256Hex } from '../../src/modules/fairness/hmac-blocks.ts';
import type { Customer, MoneyWorld } from '../trading/money-fixture.ts';

/** The server seed the tests fix, so each client seed below gives a known spin (found by search, windows checked by hand). */
const SERVER_SEED = 'f'.repeat(64);

/** Fixes the customer's seed pair: the test's server seed, the given client seed, nonce 0. */
export async function fixSeedPair(w: MoneyWorld, c: Customer, clientSeed: string): Promise<void> {
  await w.call(c.token, 'fair/getSeedPair');
  await w.ctx.database.db
    .updateTable('fair_seed_pairs')
    .set({ server_seed: SERVER_SEED, server_seed_hash: sha256Hex(SERVER_SEED), nonce: 0 })
    .where('user_id', '=', c.userId)
    .where('retired_at', 'is', null)
    .execute();
  await w.call(c.token, 'fair/setClientSeed', { client_seed: clientSeed });
}

let refs = 0;

/** One slot/spin with a fresh client_ref unless one is given. */
export function spin(w: MoneyWorld, c: Customer, gameId: string, bet: number, clientRef = `ref-${++refs}`) {
  return w.call(c.token, 'slot/spin', { game_id: gameId, bet, client_ref: clientRef });
}
