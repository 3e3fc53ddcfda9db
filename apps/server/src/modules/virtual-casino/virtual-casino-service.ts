import { paiseToRupees, type VirtualBet, type VirtualTableType } from '@bx/contract';
import { dealRound, TABLES, tableBetPnl } from '@bx/games';
import type { Selectable, Transaction } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import { fairStream } from '../fairness/hmac-blocks.ts';
import { takeNonce } from '../fairness/seed-pair-store.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { lockCustomerAccounts, mainAgainstHouse } from '../ledger/lock-customer-accounts.ts';
import type { DeferredLedger } from '../ledger/deferred-ledger.ts';
import { WalletGroupCommit } from '../providers/wallet-group-commit.ts';
import { lossLimitRefusal, wagerRefusal, type Refusal } from '../payments/index.ts';
import type { VirtualBetsTable } from './virtual-casino-tables.ts';
import { VIRTUAL_LEDGER_KIND } from '../ledger/result-kinds.ts';

export interface VirtualBetRequest {
  userId: number;
  type: VirtualTableType;
  selectionId: number;
  /** Paise. */
  stake: number;
  clientRef: string;
  now: number;
}

export type VirtualBetResult = { ok: true; data: VirtualBet } | ({ ok: false } & Refusal);

const refuse = (code: string, message: string): VirtualBetResult => ({ ok: false, code, message });
const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

/** A stored bet as vcasino/placeBet answers it (the first answer again for a replayed client_ref). */
export function virtualAnswer(row: Selectable<VirtualBetsTable>, serverSeedHash: string): VirtualBet {
  const cards = JSON.parse(row.cards) as string[];
  return {
    bet_id: Number(row.bet_id),
    cards: Object.fromEntries(cards.map((card, i) => [`C${i + 1}`, card])),
    result: row.result,
    win: paiseToRupees(Number(row.pnl)),
    balance: paiseToRupees(Number(row.balance)),
    nonce: Number(row.nonce),
    server_seed_hash: serverSeedHash,
    client_seed: row.client_seed,
  };
}

/**
 * Our Virtual (casino.md section 3): a back bet on a table's selection, dealt at once from the
 * customer's own seed pair. One transaction, shared with the spins and wallet calls that arrived
 * meanwhile (group commit): the customer's accounts locked, the client_ref looked up (a replay
 * answers the first bet), the table's limits and the customer's own checked, the nonce taken,
 * the round dealt and settled with the live table's payout code, the stake and any return posted
 * as ledger pairs against HOUSE, and the bet recorded.
 */
export class VirtualCasinoService {
  private readonly commits: WalletGroupCommit;

  /** `resultBooked`: told, inside the transaction, of each customer whose day's result this booked (the trading batch's loss limit). */
  constructor(
    private readonly database: AppDatabase,
    private readonly resultBooked: (userId: number) => void,
  ) {
    this.commits = new WalletGroupCommit(database);
  }

  place(req: VirtualBetRequest): Promise<VirtualBetResult> {
    return this.commits.run((trx, ledger) => this.placeIn(trx, ledger, req), req.userId);
  }

  private async placeIn(trx: Transaction<Database>, ledger: DeferredLedger, req: VirtualBetRequest): Promise<VirtualBetResult> {
    const { userId, type, stake, now } = req;
    const info = TABLES[type];
    await ensureCustomerAccounts(trx, userId);
    const balance = await lockCustomerAccounts(trx, this.database.dialect, userId);
    const replay = await trx
      .selectFrom('virtual_bets')
      .innerJoin('fair_seed_pairs', 'fair_seed_pairs.seed_pair_id', 'virtual_bets.seed_pair_id')
      .selectAll('virtual_bets')
      .select('fair_seed_pairs.server_seed_hash')
      .where('virtual_bets.user_id', '=', userId)
      .where('virtual_bets.client_ref', '=', req.clientRef)
      .executeTakeFirst();
    if (replay) return { ok: true, data: virtualAnswer(replay, replay.server_seed_hash) };
    const blocked = await wagerRefusal(trx, userId, now);
    if (blocked) return { ok: false, ...blocked };

    const selection = info.selections.find((s) => s.sid === req.selectionId);
    if (!selection) return refuse('SELECTION_NOT_FOUND', `${info.name} has no selection ${req.selectionId}.`);
    // The live table's limits apply to its virtual twin: main and side bets have their own maximum.
    const table = await trx
      .selectFrom('casino_tables')
      .select(['is_active', 'min_stake', 'max_stake', 'side_max_stake'])
      .where('match_id', '=', info.matchId)
      .executeTakeFirst();
    if (!table || Number(table.is_active) !== 1) return refuse('TABLE_CLOSED', `${info.name} is closed just now.`);
    const max = Number(selection.kind === 'MAIN' ? table.max_stake : table.side_max_stake);
    if (stake < Number(table.min_stake)) return refuse('STAKE_BELOW_MINIMUM', `The minimum stake is ${rupees(Number(table.min_stake))}.`);
    if (stake > max) return refuse('STAKE_ABOVE_MAXIMUM', `The maximum stake on ${selection.nat} is ${rupees(max)}.`);
    // A back bet loses at most its stake.
    if (balance.main < stake) return refuse('INSUFFICIENT_FUNDS', `Only ${rupees(balance.main)} is available.`);
    const limited = await lossLimitRefusal(trx, userId, stake, now);
    if (limited) return { ok: false, ...limited };

    const { pair, nonce } = await takeNonce(trx, userId, now);
    const deal = dealRound(type, fairStream(pair.server_seed, pair.client_seed, nonce));
    const pnl = tableBetPnl(type, deal, { sid: selection.sid, side: 'BACK', rate: selection.back, stake });
    const returned = stake + pnl;
    const ref = { refType: 'virtual_bet', refId: null, remark: `${info.name} (virtual): ${selection.nat} (${req.clientRef})`, now };
    // A back bet returns nothing when it loses: its win pair is then zero and writes nothing. Written with the group's.
    ledger.post(userId, [
      { ...ref, kind: VIRTUAL_LEDGER_KIND.bet, postings: mainAgainstHouse(balance.mainId, -stake) },
      { ...ref, kind: VIRTUAL_LEDGER_KIND.win, postings: mainAgainstHouse(balance.mainId, returned) },
    ]);
    this.resultBooked(userId);
    const row = {
      user_id: userId,
      gtype: type,
      selection_id: selection.sid,
      client_ref: req.clientRef,
      seed_pair_id: pair.seed_pair_id,
      nonce,
      client_seed: pair.client_seed,
      stake,
      rate: selection.back,
      cards: JSON.stringify(deal.cards),
      result: deal.result,
      pnl,
      balance: balance.main + pnl,
      created_at: now,
    };
    const inserted = await trx.insertInto('virtual_bets').values(row).returning('bet_id').executeTakeFirstOrThrow();
    return { ok: true, data: virtualAnswer({ ...row, bet_id: Number(inserted.bet_id) }, pair.server_seed_hash) };
  }
}
