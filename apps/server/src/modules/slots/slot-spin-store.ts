import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { HOUSE_ACCOUNT_IDS } from '../ledger/house-accounts.ts';
import { SLOT_LEDGER_KIND } from '../ledger/result-kinds.ts';
import { run } from './slot-sql.ts';

/** What a spin decides on, read in one statement once the customer's accounts are locked. */
interface SpinState {
  mainId: number;
  /** MAIN balance (paise). */
  main: number;
  /** EXPOSURE balance (paise), for the loss limit's room. */
  exposure: number;
  betLock: number;
  /** self_exclusions.excluded_until, or null without a row. */
  excludedUntil: number | null;
  /** The spin this customer already made with this client_ref, if any. */
  replayId: number | null;
  /** The customer's last spin on this title: its bet and free spins left (0 without one). */
  lastBet: number | null;
  freeSpinsLeft: number;
}

/**
 * One SELECT for the customer's row, both accounts, the self-exclusion, a spin already made
 * with `clientRef` and the last spin on the title (what the spin used to read in six).
 * On PostgreSQL it runs after the row locks (a statement of its own, so READ COMMITTED gives it
 * a snapshot taken once the locks are held: a spin of the same customer that committed
 * meanwhile is seen).
 */
export async function readSpinState(
  trx: Transaction<Database>,
  database: AppDatabase,
  userId: number,
  gameId: string,
  clientRef: string,
): Promise<SpinState> {
  const query = trx
    .selectFrom('users')
    .innerJoin('accounts as m', (j) => j.onRef('m.user_id', '=', 'users.user_id').on('m.kind', '=', 'CUSTOMER_MAIN'))
    .innerJoin('accounts as x', (j) => j.onRef('x.user_id', '=', 'users.user_id').on('x.kind', '=', 'CUSTOMER_EXPOSURE'))
    .leftJoin('self_exclusions', 'self_exclusions.user_id', 'users.user_id')
    .where('users.user_id', '=', userId)
    .select((eb) => {
      const last = () =>
        eb.selectFrom('slot_spins').where('user_id', '=', userId).where('game_id', '=', gameId).orderBy('spin_id', 'desc').limit(1);
      return [
        'users.bet_lock',
        'self_exclusions.excluded_until',
        'm.account_id as main_id',
        'm.balance as main',
        'x.balance as exposure',
        eb.selectFrom('slot_spins').select('spin_id').where('user_id', '=', userId).where('client_ref', '=', clientRef).as('replay_id'),
        last().select('bet').as('last_bet'),
        last().select('free_spins_left').as('free_spins_left'),
      ];
    });
  const [row] = await run(trx, database, query);
  if (!row) throw new Error(`no accounts for user ${userId}`);
  return {
    mainId: Number(row.main_id),
    main: Number(row.main),
    exposure: Number(row.exposure),
    betLock: Number(row.bet_lock),
    excludedUntil: row.excluded_until === null ? null : Number(row.excluded_until),
    replayId: row.replay_id === null ? null : Number(row.replay_id),
    lastBet: row.last_bet === null ? null : Number(row.last_bet),
    freeSpinsLeft: Number(row.free_spins_left ?? 0),
  };
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

/**
 * A spin's money: the bet (`SLOT_BET`) and the win (`SLOT_WIN`), each its own balanced ledger
 * transaction of the customer's MAIN against HOUSE (as postLedger writes them), inserted in one
 * statement, and both cached balances moved by the net in one UPDATE. On PostgreSQL the two rows
 * are already locked (lockAccountRows), so one statement updating both cannot deadlock.
 */
export async function postSpinMoney(
  trx: Transaction<Database>,
  database: AppDatabase,
  mainId: number,
  cost: number,
  win: number,
  ref: { remark: string; now: number },
): Promise<void> {
  const rows: Insertable<Database['ledger_entries']>[] = [];
  const pair = (kind: string, change: number) => {
    const txnId = randomUUID();
    for (const [accountId, amount] of [
      [mainId, change],
      [HOUSE_ACCOUNT_IDS.HOUSE, -change],
    ] as const) {
      rows.push({
        txn_id: txnId,
        account_id: accountId,
        amount,
        kind,
        ref_type: 'slot_spin',
        ref_id: null,
        remark: ref.remark,
        created_at: ref.now,
      });
    }
  };
  if (cost > 0) pair(SLOT_LEDGER_KIND.bet, -cost);
  if (win > 0) pair(SLOT_LEDGER_KIND.win, win);
  if (rows.length === 0) return;
  await run(trx, database, trx.insertInto('ledger_entries').values(rows));
  const net = win - cost;
  if (net === 0) return;
  // The casts: a CASE of bare parameters would be typed text on PostgreSQL.
  await run(
    trx,
    database,
    trx
      .updateTable('accounts')
      .set({ balance: sql`balance + case when account_id = ${mainId} then cast(${net} as bigint) else cast(${-net} as bigint) end` })
      .where('account_id', 'in', [mainId, HOUSE_ACCOUNT_IDS.HOUSE]),
  );
}
