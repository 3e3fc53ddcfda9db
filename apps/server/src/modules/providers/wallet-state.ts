import { sql, type Transaction } from 'kysely';
import { plannedOnce } from '../../db/planned-once.ts';
import type { AppDatabase } from '../../db/create-database.ts';
import { QueryTemplate } from '../../db/query-template.ts';
import type { Database } from '../../db/schema.ts';
import { noAccounts, wagerStateOf, wagerStateQuery, type WagerState } from '../payments/wager-state.ts';
import { lockAccountRows } from '../ledger/lock-customer-accounts.ts';
import { roundKeyOf, type RoundRow } from './provider-round-report.ts';

/** The first call with this transactionId, as kept in provider_transactions (its provider's). */
export interface KeptCall {
  action: string;
  userId: number;
  roundId: string | null;
  gameId: string | null;
  /** Paise. */
  amount: number;
  status: string;
  balance: number;
  rollbackStatus: string | null;
  rollbackBalance: number | null;
}

/** What a moving wallet call decides on. */
export interface WalletState extends WagerState {
  userLock: number;
  /** The call already made with this transactionId, if any. */
  kept: KeptCall | null;
  /** The customer's row of the call's round in casino_bets (null: none, or a call without a round). */
  round: RoundRow | null;
}

function buildStateQuery(trx: Transaction<Database>, userId: number, providerId: string, transactionId: string, roundKey: string | null) {
  return wagerStateQuery(trx, userId)
    .leftJoin('provider_transactions as t', (j) =>
      j.on('t.provider_id', '=', plannedOnce(providerId, 'text')).on('t.transaction_id', '=', plannedOnce(transactionId, 'text')),
    )
    .leftJoin('casino_bets as r', (j) =>
      j.on((eb) =>
        eb(
          'r.bet_id',
          '=',
          eb
            .selectFrom('casino_bets')
            .select('bet_id')
            .where('round_id', '=', plannedOnce(roundKey, 'text'))
            .where('user_id', '=', plannedOnce(userId, 'bigint'))
            .limit(sql.lit(1)),
        ),
      ),
    )
    .select([
      'r.bet_id as round_bet_id',
      'r.stake as round_stake',
      'r.profit_loss as round_profit_loss',
      'users.user_lock',
      't.action',
      't.user_id as kept_user_id',
      't.round_id',
      't.game_id',
      't.amount',
      't.status',
      't.balance',
      't.rollback_status',
      't.rollback_balance',
    ]);
}

const stateQuery = new QueryTemplate(buildStateQuery, [-1, '\u0000provider', '\u0000transaction', '\u0000round']);

/**
 * One SELECT for the customer's accounts, locks and self-exclusion, the call already made
 * with this transactionId and the customer's row of the call's round (what a wallet call used
 * to read in six); compiled once per database, its parameters plannedOnce. On PostgreSQL the customer's
 * account rows are locked first (HOUSE and theirs, id order, to the commit) and the SELECT runs
 * after, so it sees every call of this customer that committed meanwhile.
 */
export async function readWalletState(
  trx: Transaction<Database>,
  database: AppDatabase,
  userId: number,
  providerId: string,
  transactionId: string,
  roundId: string | undefined,
): Promise<WalletState> {
  if (database.dialect === 'postgres') await lockAccountRows(trx, userId);
  const roundKey = roundId === undefined ? null : roundKeyOf(providerId, roundId);
  const row = (await stateQuery.run(trx, userId, providerId, transactionId, roundKey))[0] ?? noAccounts(userId);
  return {
    ...wagerStateOf(row),
    userLock: Number(row.user_lock),
    kept:
      row.action === null
        ? null
        : {
            action: row.action,
            userId: Number(row.kept_user_id),
            roundId: row.round_id,
            gameId: row.game_id,
            amount: Number(row.amount),
            status: row.status!,
            balance: Number(row.balance),
            rollbackStatus: row.rollback_status,
            rollbackBalance: row.rollback_balance === null ? null : Number(row.rollback_balance),
          },
    round: row.round_bet_id === null ? null : { bet_id: row.round_bet_id, stake: row.round_stake!, profit_loss: row.round_profit_loss },
  };
}
