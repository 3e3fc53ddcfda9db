import { sql, type Transaction } from 'kysely';
import { chunks } from '../../../db/chunks.ts';
import type { Database } from '../../../db/schema.ts';
import {
  BET_STATE_COLUMNS,
  BET_STATE_TYPES,
  type BetRow,
  type BetState,
  type IoAnswers,
  type IoRequest,
  type MarketRecord,
  type MatchedPair,
  type WriteSet,
} from '../shared/trading-types.ts';
import { addToBalances } from '../../ledger/add-to-balances.ts';
import { DAILY_RESULT_KINDS } from '../../ledger/result-kinds.ts';
import type { MarketRowCache } from './market-row-cache.ts';

/**
 * The batch's changed bets, 500 to one UPDATE ... FROM (VALUES ...): one round trip where a
 * statement a bet made a batch of matches wait on PostgreSQL once per counterparty. Every value
 * is cast to its column's type (bare parameters in VALUES would be typed text). The rows need no
 * lock order of their own: each bet's market is locked first by every writer.
 */
async function updateBets(trx: Transaction<Database>, updates: BetState[]): Promise<void> {
  const columns = sql.join(BET_STATE_COLUMNS.map((c) => sql.ref(c)));
  const set = sql.join(BET_STATE_COLUMNS.map((c) => sql`${sql.ref(c)} = ${sql.ref(`d.${c}`)}`));
  for (const part of chunks(updates)) {
    const rows = part.map(
      (bet) =>
        sql`(cast(${bet.bet_id} as bigint), ${sql.join(BET_STATE_COLUMNS.map((c) => sql`cast(${bet[c]} as ${sql.raw(BET_STATE_TYPES[c])})`))})`,
    );
    await sql`UPDATE bets SET ${set} FROM (VALUES ${sql.join(rows)}) AS d (bet_id, ${columns}) WHERE bets.bet_id = d.bet_id`.execute(trx);
  }
}

async function write(trx: Transaction<Database>, cache: MarketRowCache, w: WriteSet): Promise<null> {
  for (const part of chunks(w.betInserts)) await trx.insertInto('bets').values(part).execute();
  await updateBets(trx, w.betUpdates);
  for (const r of w.fillReductions) {
    if (r.reduction_bp > 0) {
      await trx
        .updateTable('bet_fills')
        .set({ reduction_bp: sql`reduction_bp + ${r.reduction_bp}` })
        .where('market_id', '=', r.market_id)
        .where('selection_id', '<>', r.removed_selection_id)
        .where('voided', '=', 0)
        .execute();
    }
    await trx
      .updateTable('bet_fills')
      .set({ voided: 1 })
      .where('market_id', '=', r.market_id)
      .where('selection_id', '=', r.removed_selection_id)
      .execute();
  }
  for (const part of chunks(w.fills))
    await trx
      .insertInto('bet_fills')
      .values(part.map((f) => ({ ...f, reduction_bp: 0, voided: 0 })))
      .execute();
  for (const part of chunks(w.ledger)) await trx.insertInto('ledger_entries').values(part).execute();
  await addToBalances(trx, w.accountDeltas);
  for (const part of chunks(w.exposures)) {
    await trx
      .insertInto('market_exposures')
      .values(part)
      .onConflict((oc) => oc.columns(['user_id', 'market_id']).doUpdateSet({ exposure: (eb) => eb.ref('excluded.exposure') }))
      .execute();
  }
  if (w.touchedMarkets.length > 0) {
    await trx
      .updateTable('markets')
      .set({ book_version: sql`book_version + 1` })
      .where('market_id', 'in', w.touchedMarkets)
      .execute();
  }
  cache.wrote(w);
  for (const r of w.runnerChanges) {
    await trx
      .updateTable('market_runners')
      .set({ status: r.status, ...(r.reduction_bp === undefined ? {} : { reduction_bp: r.reduction_bp }) })
      .where('market_id', '=', r.market_id)
      .where('selection_id', '=', r.selection_id)
      .execute();
  }
  for (const [marketId, change] of w.marketChanges) {
    if (Object.keys(change).length > 0) await trx.updateTable('markets').set(change).where('market_id', '=', marketId).execute();
  }
  return null;
}

/**
 * The batch's I/O on PostgreSQL inside one transaction: markets are locked first (FOR UPDATE,
 * id order), then customer accounts (FOR UPDATE, id order), so processes sharing the database
 * serialise on the same rows in the same order.
 */
export function createPostgresBatchIo(trx: Transaction<Database>, cache: MarketRowCache): (request: IoRequest) => Promise<unknown> {
  const handlers: { [K in IoRequest['op']]: (r: Extract<IoRequest, { op: K }>) => Promise<IoAnswers[K]> } = {
    // Runners are read only for markets whose version moved (MarketRowCache).
    lockMarkets: async (r) => {
      if (r.ids.length === 0) return [];
      const rows = await trx.selectFrom('markets').selectAll().where('market_id', 'in', r.ids).orderBy('market_id').forUpdate().execute();
      const stale = rows.filter((row) => !cache.runnersFor(row)).map((row) => row.market_id);
      const runners =
        stale.length === 0
          ? []
          : await trx.selectFrom('market_runners').selectAll().where('market_id', 'in', stale).orderBy('sort_order').execute();
      return rows.map((row): MarketRecord => {
        const record = { row, runners: cache.runnersFor(row) ?? runners.filter((x) => x.market_id === row.market_id) };
        cache.set(record);
        return record;
      });
    },
    loadBook: async (r) => {
      const bets = await trx
        .selectFrom('bets')
        .selectAll()
        .where('market_id', '=', r.marketId)
        .where((eb) => eb.or([eb('matched', '>', 0), eb('remaining', '>', 0), eb('voided', '>', 0), eb('lapsed', '>', 0)]))
        .orderBy('bet_id')
        .execute();
      const pairs = await sql<MatchedPair>`SELECT bet_id, price, reduction_bp, SUM(size)::bigint AS stake FROM (
          SELECT maker_bet_id AS bet_id, price, reduction_bp, size FROM bet_fills WHERE market_id = ${r.marketId} AND voided = 0
          UNION ALL SELECT taker_bet_id, price, reduction_bp, size FROM bet_fills WHERE market_id = ${r.marketId} AND voided = 0) f
        GROUP BY bet_id, price, reduction_bp`.execute(trx);
      return { bets, pairs: pairs.rows.map((p) => ({ ...p, bet_id: Number(p.bet_id), stake: Number(p.stake) })) };
    },
    loadUsers: async (r) => {
      const accounts =
        r.userIds.length === 0
          ? []
          : await trx
              .selectFrom('accounts')
              .select(['account_id', 'user_id', 'kind', 'balance'])
              .where('user_id', 'in', r.userIds)
              .where('kind', 'in', ['CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE'])
              .orderBy('account_id')
              .forUpdate()
              .execute();
      const pairs = sql.join(r.pairs.map(([u, m]) => sql`(${u}, ${m})`));
      const exposures = await trx
        .selectFrom('market_exposures')
        .selectAll()
        .where(sql<boolean>`(user_id, market_id) IN (${pairs})`)
        .execute();
      return { accounts: accounts.map((a) => ({ ...a, user_id: Number(a.user_id) })), exposures };
    },
    loadResults: async (r) => {
      const rows = await trx
        .selectFrom('ledger_entries')
        .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
        .select(['accounts.user_id', 'ledger_entries.amount', 'ledger_entries.created_at'])
        .where('accounts.user_id', 'in', r.userIds)
        .where('accounts.kind', '=', 'CUSTOMER_MAIN')
        .where('ledger_entries.kind', 'in', DAILY_RESULT_KINDS)
        .where('ledger_entries.created_at', '>=', r.since)
        .execute();
      return rows.map((x) => ({ user_id: Number(x.user_id), amount: Number(x.amount), created_at: Number(x.created_at) }));
    },
    loadMarketBets: async (r) => {
      if (r.userIds?.length === 0) return [];
      let query = trx.selectFrom('bets').selectAll().where('market_id', '=', r.marketId);
      if (r.userIds) query = query.where('user_id', 'in', r.userIds);
      return query.orderBy('bet_id').execute();
    },
    allocateBetIds: async (r) => {
      if (r.count === 0) return [];
      const ids = await sql<{ id: number }>`SELECT nextval('bets_bet_id_seq') AS id FROM generate_series(1, ${r.count})`.execute(trx);
      return ids.rows.map((x) => Number(x.id));
    },
    findClientRef: async (r) =>
      ((await trx
        .selectFrom('bets')
        .selectAll()
        .where('user_id', '=', r.userId)
        .where('client_ref', '=', r.clientRef)
        .executeTakeFirst()) as BetRow | undefined) ?? null,
    matchMarkets: async (r) =>
      trx.selectFrom('markets').select(['market_type', 'status', 'in_play', 'bet_delay']).where('match_id', '=', r.matchId).execute(),
    write: async (r) => write(trx, cache, r.writes),
  };
  return (request) => (handlers[request.op] as (r: IoRequest) => Promise<unknown>)(request);
}
