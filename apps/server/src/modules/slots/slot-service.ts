import { paiseToRupees, type SlotSpin } from '@bx/contract';
import { drawStops, evaluateSpin, slotTitle, type SlotTitle } from '@bx/games';
import type { Transaction } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { fairStream } from '../fairness/hmac-blocks.ts';
import { takeNonce } from '../fairness/seed-pair-store.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { lockAccountRows, mainAgainstHouse } from '../ledger/lock-customer-accounts.ts';
import type { DeferredLedger } from '../ledger/deferred-ledger.ts';
import { SLOT_LEDGER_KIND } from '../ledger/result-kinds.ts';
import { WalletGroupCommit } from '../providers/wallet-group-commit.ts';
import { paiseOf, spinAnswer } from './slot-answer.ts';
import { lossLimitRefusal, wagerRefusalOf, type Refusal } from '../payments/index.ts';
import { insertSpin, readSpin, readSpinState } from './slot-spin-store.ts';

export interface SpinRequest {
  userId: number;
  gameId: string;
  /** Paise. */
  bet: number;
  clientRef: string;
  now: number;
}

export type SpinResult = { ok: true; data: SlotSpin } | ({ ok: false } & Refusal);

const refuse = (code: string, message: string): SpinResult => ({ ok: false, code, message });

/**
 * Slot spins (casino.md section 4). A spin runs in one database transaction, shared with the
 * spins and wallet calls that arrived meanwhile (group commit; on SQLite the trading batch
 * waits while it holds the connection): the customer's accounts locked, the client_ref looked
 * up (a replay answers the first spin), the nonce taken from the customer's seed pair, the stops
 * drawn, the bet debited and the win credited as ledger pairs against HOUSE, and the spin
 * recorded. On PostgreSQL the customer's account rows stay locked to the commit, so one
 * customer's spins run one at a time. Free spins awarded are played one per call at the awarding spin's bet.
 */
export class SlotService {
  private readonly commits: WalletGroupCommit;

  /** `resultBooked`: told, inside the transaction, of each customer whose day's result this booked (the trading batch's loss limit). */
  constructor(
    private readonly database: AppDatabase,
    private readonly resultBooked: (userId: number) => void,
  ) {
    this.commits = new WalletGroupCommit(database);
  }

  async spin(req: SpinRequest): Promise<SpinResult> {
    const title = slotTitle(req.gameId);
    if (!title) return refuse('GAME_NOT_FOUND', 'No such slot game.');
    // Outside the transaction: remembered per database, so a customer's accounts are made once.
    await ensureCustomerAccounts(this.database.db, req.userId);
    return this.commits.run((trx, ledger) => this.spinIn(trx, ledger, title, req), req.userId);
  }

  private async spinIn(trx: Transaction<Database>, ledger: DeferredLedger, title: SlotTitle, req: SpinRequest): Promise<SpinResult> {
    const { userId, now } = req;
    if (this.database.dialect === 'postgres') await lockAccountRows(trx, userId);
    const state = await readSpinState(trx, userId, title.id, req.clientRef);
    if (state.replayId !== null) {
      const replay = await readSpin(trx, state.replayId);
      return { ok: true, data: spinAnswer(replay, replay.server_seed_hash) };
    }
    const blocked = wagerRefusalOf(state, now);
    if (blocked) return { ok: false, ...blocked };

    const freeLeft = state.freeSpinsLeft;
    const free = freeLeft > 0;
    const bet = free ? state.lastBet! : req.bet;
    const cost = free ? 0 : bet;
    if (!free) {
      if (bet % 100 !== 0 || bet < title.minBet || bet > title.maxBet)
        return refuse(
          'INVALID_BET',
          `Bets on ${title.name} are whole rupees from ₹${paiseToRupees(title.minBet)} to ₹${paiseToRupees(title.maxBet)}.`,
        );
      if (state.main < cost) return refuse('INSUFFICIENT_FUNDS', `Only ₹${paiseToRupees(state.main).toFixed(2)} is available.`);
      const limited = await lossLimitRefusal(trx, userId, cost, now, state.exposure);
      if (limited) return { ok: false, ...limited };
    }

    const { pair, nonce } = await takeNonce(trx, userId, now);
    const outcome = evaluateSpin(title, drawStops(title, fairStream(pair.server_seed, pair.client_seed, nonce)), free);
    const win = paiseOf(title, bet, outcome.credits);
    // The bet and the win, each its own ledger pair against HOUSE (a zero one writes nothing), written with the group's.
    const ref = { refType: 'slot_spin', refId: null, remark: `${title.name} ${free ? 'free spin' : 'spin'} (${req.clientRef})`, now };
    ledger.post(userId, [
      { ...ref, kind: SLOT_LEDGER_KIND.bet, postings: mainAgainstHouse(state.mainId, -cost) },
      { ...ref, kind: SLOT_LEDGER_KIND.win, postings: mainAgainstHouse(state.mainId, win) },
    ]);
    if (cost > 0 || win > 0) this.resultBooked(userId);
    const row = {
      user_id: userId,
      game_id: title.id,
      client_ref: req.clientRef,
      seed_pair_id: pair.seed_pair_id,
      nonce,
      client_seed: pair.client_seed,
      free_spin: free ? 1 : 0,
      bet,
      cost,
      win,
      stops: JSON.stringify(outcome.stops),
      free_spins_awarded: outcome.freeSpinsAwarded,
      free_spins_left: (free ? freeLeft - 1 : 0) + outcome.freeSpinsAwarded,
      balance: state.main - cost + win,
      created_at: now,
    };
    const spinId = await insertSpin(trx, row);
    return { ok: true, data: spinAnswer({ ...row, spin_id: spinId }, pair.server_seed_hash) };
  }
}
