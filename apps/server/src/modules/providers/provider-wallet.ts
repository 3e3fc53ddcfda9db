import { paiseToRupees, rupeesToPaise, type WalletAnswer, type WalletStatus } from '@bx/contract';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { customerBalance } from '../ledger/customer-balance.ts';
import { mainAgainstHouse } from '../ledger/lock-customer-accounts.ts';
import { lossLimitRefusal, wagerRefusalOf } from '../payments/index.ts';
import { postLedger } from '../ledger/post-ledger.ts';
import { CASINO_LEDGER_KIND } from '../ledger/result-kinds.ts';
import { findProviderSession, type LaunchSession } from './launch-tokens.ts';
import type { ProviderRow } from './provider-registry.ts';
import { insertProviderTransaction } from './insert-provider-transaction.ts';
import { recordRoundMovement, type RoundRow } from './provider-round-report.ts';
import { WalletGroupCommit } from './wallet-group-commit.ts';
import { readWalletState, type KeptCall, type WalletState } from './wallet-state.ts';
import { isValidSignature } from './wallet-signature.ts';

/** A wallet call whose schema has been checked. */
interface WalletCall {
  provider_id: string;
  action: 'balance' | 'debit' | 'credit' | 'rollback';
  token: string;
  transactionId?: string | undefined;
  roundId?: string | undefined;
  gameId?: string | undefined;
  amount?: number | undefined;
}

/** The parsed call with the exact bytes its signature covers. */
export interface ReceivedCall {
  call: WalletCall;
  rawBody: Buffer;
  signature: string | undefined;
}

type Moving = WalletCall & { action: 'debit' | 'credit' | 'rollback'; transactionId: string };

const answer = (status: WalletStatus, balancePaise: number): WalletAnswer => ({ status, balance: paiseToRupees(balancePaise) });

/**
 * The seamless wallet (casino.md section 5): a provider's balance, debit, credit and rollback
 * for the customer its launch token names. Each movement is one ledger pair (customer MAIN
 * against HOUSE), its transaction row and the round's report row in one database transaction
 * (shared with the calls that arrived meanwhile: group commit) with the customer's accounts
 * locked, so concurrent calls never overdraw and a replay of a transactionId finds the first
 * call's row and answers what it answered.
 */
export class ProviderWallet {
  private readonly commits: WalletGroupCommit;

  /**
   * `resultBooked`: told, inside the transaction, of each customer whose day's result this booked
   * (the trading batch's loss limit). `balanceMoved`: told once that money is committed (the live
   * balance push).
   */
  constructor(
    private readonly database: AppDatabase,
    private readonly resultBooked: (userId: number) => void,
    private readonly balanceMoved: (userId: number) => void,
  ) {
    this.commits = new WalletGroupCommit(database);
  }

  /** A call as received: the signature is checked against the provider's current secret, then the call is answered. */
  async handle(received: ReceivedCall, now: number): Promise<WalletAnswer> {
    // Whose money this call moved; told after the commit. A group undone and run again may leave
    // a name its second run did not move: the push reads the committed balance, so it is only late news.
    const moved = new Set<number>();
    const booked = (userId: number) => {
      this.resultBooked(userId);
      moved.add(userId);
    };
    // Everything, reads included, runs in the group commit: on SQLite's one connection, reads
    // queued between commits would otherwise split the groups.
    const answered = await this.commits.run(async (trx) => {
      const { call } = received;
      const found = await findProviderSession(trx, call.provider_id, call.token, now);
      if (!found || !isValidSignature(found.provider.secret, received.rawBody, received.signature))
        return answer('OP_INVALID_SIGNATURE', 0);
      if (!found.session) return answer('OP_TOKEN_NOT_FOUND', 0);
      return this.answer(trx, found.provider, found.session, call, now, booked);
    });
    for (const userId of moved) this.balanceMoved(userId);
    return answered;
  }

  private async answer(
    trx: Transaction<Database>,
    provider: ProviderRow,
    session: LaunchSession,
    call: WalletCall,
    now: number,
    resultBooked: (userId: number) => void,
  ): Promise<WalletAnswer> {
    if (call.action === 'balance' || call.transactionId === undefined) {
      return answer('OP_SUCCESS', (await customerBalance(trx, session.userId))!.main);
    }
    const moving = { ...call, transactionId: call.transactionId } as Moving;
    const amount = rupeesToPaise(call.amount ?? 0) ?? 0;
    const state = await readWalletState(trx, this.database, session.userId, provider.provider_id, moving.transactionId, moving.roundId);
    const step = {
      trx,
      provider,
      userId: session.userId,
      call: moving,
      amount,
      main: state.main,
      mainId: state.mainId,
      round: state.round,
      now,
      resultBooked,
    };
    const existing = state.kept;
    if (moving.action === 'rollback') return this.rollback(step, existing);
    if (existing)
      return isReplay(existing, step)
        ? answer(existing.status as WalletStatus, existing.balance)
        : answer('OP_DUPLICATE_TRANSACTION', state.main);
    if (moving.action === 'credit') return this.credit(step);
    // Read once the customer's accounts are locked: on PostgreSQL two debits of one customer then read the limit one at a time.
    return this.debit(step, await this.debitRefusal(trx, provider, session, state, amount, now));
  }

  private async debitRefusal(
    trx: Transaction<Database>,
    provider: ProviderRow,
    session: LaunchSession,
    state: WalletState,
    amount: number,
    now: number,
  ): Promise<WalletStatus | null> {
    if (Number(provider.is_active) !== 1) return 'OP_PROVIDER_DISABLED';
    if (session.expired) return 'OP_TOKEN_NOT_FOUND';
    // The rule every game's wager goes through, so a provider's debit is never looser than a spin;
    // and the operator's user lock, which ends the customer's sessions but not a launch token.
    if (state.userLock === 1 || wagerRefusalOf(state, now)) return 'OP_USER_BLOCKED';
    return (await lossLimitRefusal(trx, session.userId, amount, now, state.exposure)) ? 'OP_LIMIT_EXCEEDED' : null;
  }

  private async debit(step: Step, refusal: WalletStatus | null): Promise<WalletAnswer> {
    const status: WalletStatus = refusal ?? (step.main < step.amount ? 'OP_INSUFFICIENT_FUNDS' : 'OP_SUCCESS');
    const balance = status === 'OP_SUCCESS' ? await move(step, -step.amount, 'debit') : step.main;
    await insertRow(step, status, balance);
    return answer(status, balance);
  }

  private async credit(step: Step): Promise<WalletAnswer> {
    const balance = await move(step, step.amount, 'credit');
    await insertRow(step, 'OP_SUCCESS', balance);
    return answer('OP_SUCCESS', balance);
  }

  /** Undoes a debit of this customer once; the transactionId is the debit's. */
  private async rollback(step: Step, debit: KeptCall | null): Promise<WalletAnswer> {
    if (!debit) {
      // Kept so a late debit with this id is refused (OP_DUPLICATE_TRANSACTION) rather than taken after its rollback.
      await insertRow({ ...step, amount: 0 }, 'OP_TRANSACTION_NOT_FOUND', step.main);
      return answer('OP_TRANSACTION_NOT_FOUND', step.main);
    }
    if (debit.action === 'rollback') return answer(debit.status as WalletStatus, debit.balance);
    if (debit.action !== 'debit' || debit.userId !== step.userId) return answer('OP_TRANSACTION_NOT_FOUND', step.main);
    if (debit.rollbackStatus !== null) return answer(debit.rollbackStatus as WalletStatus, debit.rollbackBalance!);
    const refunded = debit.status === 'OP_SUCCESS';
    const rolledBack = {
      ...step,
      amount: debit.amount,
      call: { ...step.call, roundId: debit.roundId ?? undefined, gameId: debit.gameId ?? undefined },
      // The debit's round, which the state read did not read: recordRoundMovement reads it.
      round: undefined,
    };
    const balance = refunded ? await move(rolledBack, debit.amount, 'rollback') : step.main;
    await step.trx
      .updateTable('provider_transactions')
      .set({ rollback_status: 'OP_SUCCESS', rollback_balance: balance })
      .where('provider_id', '=', step.provider.provider_id)
      .where('transaction_id', '=', step.call.transactionId)
      .execute();
    return answer('OP_SUCCESS', balance);
  }
}

interface Step {
  trx: Transaction<Database>;
  resultBooked: (userId: number) => void;
  provider: ProviderRow;
  userId: number;
  call: Moving;
  amount: number;
  /** The customer's available balance before this call (paise). */
  main: number;
  mainId: number;
  /** The customer's row of call.roundId as the state read found it; undefined when not read. */
  round: RoundRow | null | undefined;
  now: number;
}

/** The same transaction sent again: same action, customer, round and amount. */
function isReplay(kept: KeptCall, step: Step): boolean {
  return (
    kept.action === step.call.action &&
    kept.userId === step.userId &&
    kept.roundId === (step.call.roundId ?? null) &&
    kept.amount === step.amount
  );
}

/** One ledger pair, customer MAIN against HOUSE, and the round's report row; answers the new available balance. */
async function move(step: Step, change: number, action: keyof typeof CASINO_LEDGER_KIND): Promise<number> {
  const { trx, provider, userId, call, mainId, now } = step;
  await postLedger(trx, mainAgainstHouse(mainId, change), {
    kind: CASINO_LEDGER_KIND[action],
    refType: 'provider_transaction',
    refId: null,
    remark: `${provider.name} ${call.gameId ?? ''} round ${call.roundId ?? ''} (${call.transactionId})`.replace(/\s+/g, ' '),
    now,
  });
  step.resultBooked(userId);
  if (call.roundId !== undefined) {
    await recordRoundMovement(
      trx,
      {
        providerId: provider.provider_id,
        sportId: provider.sport_id,
        userId,
        roundId: call.roundId,
        gameId: call.gameId ?? null,
        stakeChange: action === 'credit' ? 0 : -change,
        win: action === 'credit' ? change : null,
        now,
      },
      step.round,
    );
  }
  return step.main + change;
}

function insertRow(step: Step, status: WalletStatus, balance: number): Promise<void> {
  return insertProviderTransaction(step.trx, {
    provider_id: step.provider.provider_id,
    transaction_id: step.call.transactionId,
    action: step.call.action,
    user_id: step.userId,
    round_id: step.call.roundId ?? null,
    game_id: step.call.gameId ?? null,
    amount: step.amount,
    status,
    balance,
    created_at: step.now,
  });
}
