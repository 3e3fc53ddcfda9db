import { sql, type Selectable, type Transaction } from 'kysely';
import { plannedOnce } from '../../db/planned-once.ts';
import { QueryTemplate } from '../../db/query-template.ts';
import { RowTemplate } from '../../db/row-template.ts';
import type { Database } from '../../db/schema.ts';
import { noAccounts, wagerStateOf, wagerStateQuery, type WagerState } from '../payments/wager-state.ts';

/** What a spin decides on, read in one statement once the customer's accounts are locked. */
interface SpinState extends WagerState {
  /** The spin this customer already made with this client_ref, if any. */
  replayId: number | null;
  /** The customer's last spin on this title: its bet and free spins left (0 without one). */
  lastBet: number | null;
  freeSpinsLeft: number;
}

function buildStateQuery(trx: Transaction<Database>, userId: number, gameId: string, clientRef: string) {
  return wagerStateQuery(trx, userId).select((eb) => {
    const user = plannedOnce(userId, 'bigint');
    const last = () =>
      eb
        .selectFrom('slot_spins')
        .where('user_id', '=', user)
        .where('game_id', '=', plannedOnce(gameId, 'text'))
        .orderBy('spin_id', 'desc')
        .limit(sql.lit(1));
    return [
      eb
        .selectFrom('slot_spins')
        .select('spin_id')
        .where('user_id', '=', user)
        .where('client_ref', '=', plannedOnce(clientRef, 'text'))
        .as('replay_id'),
      last().select('bet').as('last_bet'),
      last().select('free_spins_left').as('free_spins_left'),
    ];
  });
}

const stateQuery = new QueryTemplate(buildStateQuery, [-1, '\u0000game', '\u0000ref']);

/**
 * One SELECT for the customer's row, both accounts, the self-exclusion, a spin already made
 * with `clientRef` and the last spin on the title (what the spin used to read in six).
 * On PostgreSQL it runs after the row locks (a statement of its own, so READ COMMITTED gives it
 * a snapshot taken once the locks are held: a spin of the same customer that committed
 * meanwhile is seen). Compiled once per database (building it with Kysely cost more than running
 * it), its parameters plannedOnce.
 */
export async function readSpinState(trx: Transaction<Database>, userId: number, gameId: string, clientRef: string): Promise<SpinState> {
  const row = (await stateQuery.run(trx, userId, gameId, clientRef))[0] ?? noAccounts(userId);
  return {
    ...wagerStateOf(row),
    replayId: row.replay_id === null ? null : Number(row.replay_id),
    lastBet: row.last_bet === null ? null : Number(row.last_bet),
    freeSpinsLeft: Number(row.free_spins_left ?? 0),
  };
}

/** A slot_spins row as the spin writes it. */
export type SpinRow = Omit<Selectable<Database['slot_spins']>, 'spin_id'>;

const insertSpinQuery = new RowTemplate<SpinRow, { spin_id: number }>(
  [
    'user_id',
    'game_id',
    'client_ref',
    'seed_pair_id',
    'nonce',
    'client_seed',
    'free_spin',
    'bet',
    'cost',
    'win',
    'stops',
    'free_spins_awarded',
    'free_spins_left',
    'balance',
    'created_at',
  ],
  (trx, row) => trx.insertInto('slot_spins').values(row).returning('spin_id'),
);

/** Records a spin and answers its spin_id; compiled once per database, like the state read. */
export async function insertSpin(trx: Transaction<Database>, row: SpinRow): Promise<number> {
  const [inserted] = await insertSpinQuery.run(trx, row);
  return Number(inserted!.spin_id);
}

/** A stored spin with its pair's hash, to answer a replayed client_ref. */
export function readSpin(trx: Transaction<Database>, spinId: number) {
  return trx
    .selectFrom('slot_spins')
    .innerJoin('fair_seed_pairs', 'fair_seed_pairs.seed_pair_id', 'slot_spins.seed_pair_id')
    .selectAll('slot_spins')
    .select('fair_seed_pairs.server_seed_hash')
    .where('slot_spins.spin_id', '=', spinId)
    .executeTakeFirstOrThrow();
}
