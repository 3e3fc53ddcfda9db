import { randomUUID } from 'node:crypto';
import type { AccountRow, AccountStates, BetRow, BetState, ExposureRow, LedgerRow, WriteSet } from '../shared/trading-types.ts';
import { HOUSE_ACCOUNT_IDS } from '../../ledger/house-accounts.ts';
import { RESULT_KINDS } from '../../ledger/result-kinds.ts';

interface UserMoney {
  mainId: number;
  exposureId: number;
  main: number;
  /** EXPOSURE: everything held on open markets. */
  exposure: number;
  /** As read with the accounts in this batch. */
  states: AccountStates;
}

export interface LedgerRef {
  kind: string;
  refType: string;
  refId: number;
}

/**
 * The money a batch has read (balances, held exposure) and everything it will write. Later
 * commands of a batch see the balances earlier ones left, so one customer's bets on several
 * markets in one batch are checked against what is really left.
 */
export class BatchState {
  readonly writes: WriteSet = {
    betInserts: [],
    betUpdates: [],
    fills: [],
    ledger: [],
    accountDeltas: new Map(),
    // Stryker disable next-line ArrayDeclaration: finish() replaces it with the folded values.
    exposures: [],
    // Stryker disable next-line ArrayDeclaration: finish() replaces it with the sorted touched set.
    touchedMarkets: [],
    // Stryker disable next-line ArrayDeclaration: a stray entry (no market id) updates no row; what every bet, result and removal writes is tested.
    marketChanges: new Map(),
    runnerChanges: [],
    fillReductions: [],
  };
  private readonly users = new Map<number, UserMoney>();
  private readonly held = new Map<string, number>();
  private readonly loadedPairs = new Set<string>();
  private readonly changedExposure = new Map<string, ExposureRow>();
  private readonly betUpdates = new Map<number, BetState>();
  private readonly touched = new Set<number>();
  /** Each customer's sport result booked by this batch (paise, signed): the daily loss follows it after commit. */
  readonly results = new Map<number, number>();

  constructor(readonly now: number) {}

  hasExposure(userId: number, marketId: number): boolean {
    return this.loadedPairs.has(`${userId}:${marketId}`);
  }

  /** Whether the customer's accounts were read (or found missing) in this batch. */
  hasUser(userId: number): boolean {
    return this.users.has(userId);
  }

  /** Adds what was read; users and exposures already in the batch keep their in-batch values. */
  addUsers(accounts: AccountRow[], exposures: ExposureRow[], pairs: readonly (readonly [number, number])[]): void {
    const known = new Set(this.users.keys());
    for (const a of accounts) {
      if (known.has(a.user_id)) continue;
      const u = this.users.get(a.user_id) ?? { mainId: 0, exposureId: 0, main: 0, exposure: 0, states: statesOf(a) };
      if (a.kind === 'CUSTOMER_MAIN') {
        u.mainId = a.account_id;
        u.main = a.balance;
      } else {
        u.exposureId = a.account_id;
        u.exposure = a.balance;
      }
      this.users.set(a.user_id, u);
    }
    for (const e of exposures) {
      const key = `${e.user_id}:${e.market_id}`;
      // Stryker disable next-line ConditionalExpression: planners load one missing (user, market) pair at a time, so no read row is a pair already held in the batch.
      if (!this.loadedPairs.has(key)) this.held.set(key, e.exposure);
    }
    for (const [u, m] of pairs) this.loadedPairs.add(`${u}:${m}`);
  }

  /** The customer's states as read with its accounts (`hasAccounts`). */
  states(userId: number): AccountStates {
    return this.users.get(userId)!.states;
  }

  /** Whether the customer's MAIN and EXPOSURE accounts were loaded (a customer without them cannot bet). */
  hasAccounts(userId: number): boolean {
    const u = this.users.get(userId);
    return u !== undefined && u.mainId !== 0 && u.exposureId !== 0;
  }

  /**
   * Available to bet (MAIN, paise) of a customer whose accounts were loaded (`hasAccounts`). It can be below
   * zero (a rollback takes back winnings already spent): that is money owed, not a marker.
   */
  available(userId: number): number {
    return this.users.get(userId)!.main;
  }

  /** Everything the customer holds on open markets (EXPOSURE, paise), as this batch leaves it so far. */
  atRisk(userId: number): number {
    return this.users.get(userId)!.exposure;
  }

  heldOn(userId: number, marketId: number): number {
    return this.held.get(`${userId}:${marketId}`) ?? 0;
  }

  /** Moves money so the exposure held for (user, market) becomes `exposure`: MAIN <-> EXPOSURE pair. */
  holdExposure(userId: number, marketId: number, exposure: number, txnId: string, ref: LedgerRef): void {
    const key = `${userId}:${marketId}`;
    const delta = exposure - (this.held.get(key) ?? 0);
    this.held.set(key, exposure);
    this.changedExposure.set(key, { user_id: userId, market_id: marketId, exposure });
    // Stryker disable next-line ConditionalExpression: post() skips zero amounts as well; this saves the look-up.
    if (delta === 0) return;
    const u = this.users.get(userId)!;
    u.main -= delta;
    u.exposure += delta;
    this.post(txnId, u.mainId, -delta, ref);
    this.post(txnId, u.exposureId, delta, ref);
  }

  /** Credits (or debits) a customer's MAIN account. */
  creditMain(userId: number, amount: number, txnId: string, ref: LedgerRef): void {
    const u = this.users.get(userId)!;
    // Stryker disable next-line AssignmentOperator: only results and rollbacks credit MAIN, and they run alone in their batch, so no later check reads it.
    u.main += amount;
    if (RESULT_KINDS.includes(ref.kind)) this.results.set(userId, (this.results.get(userId) ?? 0) + amount);
    this.post(txnId, u.mainId, amount, ref);
  }

  creditHouse(which: keyof typeof HOUSE_ACCOUNT_IDS, amount: number, txnId: string, ref: LedgerRef): void {
    this.post(txnId, HOUSE_ACCOUNT_IDS[which], amount, ref);
  }

  private post(txnId: string, accountId: number, amount: number, ref: LedgerRef): void {
    if (amount === 0) return;
    const entry: LedgerRow = {
      txn_id: txnId,
      account_id: accountId,
      amount,
      kind: ref.kind,
      ref_type: ref.refType,
      ref_id: ref.refId,
      remark: null,
      created_at: this.now,
    };
    this.writes.ledger.push(entry);
    this.writes.accountDeltas.set(accountId, (this.writes.accountDeltas.get(accountId) ?? 0) + amount);
  }

  insertBet(bet: BetRow): void {
    this.writes.betInserts.push(bet);
  }

  updateBet(state: BetState): void {
    this.betUpdates.set(state.bet_id, state);
  }

  touch(marketId: number): void {
    this.touched.add(marketId);
  }

  /** The write set with per-bet and per-exposure changes folded to their last value. */
  finish(): WriteSet {
    // Stryker disable next-line ArrayDeclaration: without the fold a new bet is inserted, then updated to the same row.
    const inserted = new Map(this.writes.betInserts.map((b) => [b.bet_id, b]));
    for (const [id, state] of this.betUpdates) {
      const row = inserted.get(id);
      // Stryker disable next-line ConditionalExpression: without the fold a new bet is inserted, then updated to the same row.
      if (row) Object.assign(row, state);
      else this.writes.betUpdates.push(state);
    }
    this.writes.exposures = [...this.changedExposure.values()];
    // Stryker disable next-line ArrowFunction: the order of book_version bumps changes nothing (the markets are locked); sorted for readable listeners.
    this.writes.touchedMarkets = [...this.touched].sort((a, b) => a - b);
    return this.writes;
  }
}

export function newTxnId(): string {
  return randomUUID();
}

/** The states of a read account row (both databases hand back numbers: int8 is parsed as one). */
function statesOf(a: AccountRow): AccountStates {
  return {
    user_lock: a.user_lock,
    bet_lock: a.bet_lock,
    is_change_password: a.is_change_password,
    exposure_limit: a.exposure_limit,
    min_stake: a.min_stake,
    max_stake: a.max_stake,
    excluded_until: a.excluded_until,
  };
}
