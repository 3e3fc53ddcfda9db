import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { QueryTemplate } from '../../db/query-template.ts';
import type { Database } from '../../db/schema.ts';
import type { FairSeedPairsTable } from './fairness-tables.ts';
import { newServerSeed, sha256Hex } from './hmac-blocks.ts';

export type SeedPairRow = Selectable<FairSeedPairsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The pair as published: never its server seed while it is current. */
export function publishedPair(row: SeedPairRow) {
  return { server_seed_hash: row.server_seed_hash, client_seed: row.client_seed, nonce: Number(row.nonce) };
}

function freshPair(userId: number, clientSeed: string, now: number) {
  const serverSeed = newServerSeed();
  return {
    user_id: userId,
    server_seed: serverSeed,
    server_seed_hash: sha256Hex(serverSeed),
    client_seed: clientSeed,
    nonce: 0,
    created_at: now,
  };
}

/**
 * The customer's current single-player seed pair (casino.md section 2), created on first use
 * with a random client seed. Two first uses at once insert one pair: the partial unique index
 * keeps one current pair per customer and the loser reads the winner's.
 */
export async function currentSeedPair(db: Db, userId: number, now: number): Promise<SeedPairRow> {
  const read = () =>
    db.selectFrom('fair_seed_pairs').selectAll().where('user_id', '=', userId).where('retired_at', 'is', null).executeTakeFirst();
  const found = await read();
  if (found) return found;
  await db
    .insertInto('fair_seed_pairs')
    .values(freshPair(userId, newServerSeed().slice(0, 16), now))
    .onConflict((oc) => oc.column('user_id').where('retired_at', 'is', null).doNothing())
    .execute();
  return (await read())!;
}

function buildTakeNonce(trx: Transaction<Database>, userId: number) {
  return trx
    .updateTable('fair_seed_pairs')
    .set({ nonce: sql`nonce + 1` })
    .where('user_id', '=', userId)
    .where('retired_at', 'is', null)
    .returningAll();
}

/** Compiled once per database: a spin takes a nonce every time. */
const takeNonceQuery = new QueryTemplate(buildTakeNonce, [-1]);

/**
 * Takes the current pair's next nonce for one bet, inside the bet's transaction: one UPDATE
 * answers the pair as it is when the nonce is taken (a client seed set meanwhile is either
 * wholly before or wholly after), with the nonce the bet uses. A customer without a pair yet
 * gets one first (then the UPDATE runs again).
 */
export async function takeNonce(trx: Transaction<Database>, userId: number, now: number): Promise<{ pair: SeedPairRow; nonce: number }> {
  let [pair] = await takeNonceQuery.run(trx, userId);
  if (!pair) {
    await currentSeedPair(trx, userId, now);
    [pair] = await takeNonceQuery.run(trx, userId);
  }
  return { pair: pair!, nonce: Number(pair!.nonce) - 1 };
}

/** Sets the current pair's client seed; the nonce goes on counting. */
export async function setClientSeed(db: Kysely<Database>, userId: number, clientSeed: string, now: number): Promise<SeedPairRow> {
  const pair = await currentSeedPair(db, userId, now);
  await db.updateTable('fair_seed_pairs').set({ client_seed: clientSeed }).where('seed_pair_id', '=', pair.seed_pair_id).execute();
  return { ...pair, client_seed: clientSeed };
}

/** Retires the current pair (its server seed may now be shown) and starts a new one with the same client seed. */
export function rotateSeedPair(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<{ previous: SeedPairRow; current: SeedPairRow }> {
  return db.transaction().execute(async (trx) => {
    const old = await currentSeedPair(trx, userId, now);
    const retired = await trx
      .updateTable('fair_seed_pairs')
      .set({ retired_at: now })
      .where('seed_pair_id', '=', old.seed_pair_id)
      .where('retired_at', 'is', null)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('fair_seed_pairs')
      .values(freshPair(userId, old.client_seed, now))
      .execute();
    return { previous: retired, current: await currentSeedPair(trx, userId, now) };
  });
}
