import { calls, paiseToRupees, rupeesToPaise, type AdminTable } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { liveImage } from '../../realtime/live-images.ts';
import { roundBets, tableRoundDetail } from '../casino-reports/table-round-detail.ts';
import { HashChainStore } from '../fairness/hash-chain-store.ts';
import { autotimeOf } from './live-table.ts';
import type { TableRow } from './round-repository.ts';

function adminView(row: TableRow): AdminTable {
  return {
    match_id: Number(row.match_id),
    gtype: row.gtype as AdminTable['gtype'],
    name: row.name,
    is_active: row.is_active === 1,
    min_stack: paiseToRupees(Number(row.min_stake)),
    max_stack: paiseToRupees(Number(row.max_stake)),
    side_max_stack: paiseToRupees(Number(row.side_max_stake)),
    updated_by: row.updated_by === null ? null : Number(row.updated_by),
    updated_at: row.updated_at === null ? null : new Date(Number(row.updated_at)).toISOString(),
  };
}

const NO_TABLE = refuse('TABLE_NOT_FOUND', 'No such table.');

/** Our Casino: the table list, the live channel's table streams, and the operator's table calls. */
export const casinoRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const casino = app.casino;
  const chains = new HashChainStore(db);

  // After the trading bridge set the market source (its onReady hook was added first): table
  // streams are answered here, every other stream as before.
  app.addHook('onReady', async () => {
    const hub = app.realtime;
    if (!hub) return;
    casino.attach(hub);
    hub.setMarketSource({ image: async (key) => casino.liveImage(key) ?? liveImage(app.database, app.trading, key) });
  });

  registerCall(app, calls.casino.getTables, async () => {
    const now = casino.now();
    return ok(
      casino.list().map((t) => ({
        match_id: Number(t.row.match_id),
        gtype: t.type,
        name: t.info.name,
        icon: `/casino/${t.type}.svg`,
        is_active: t.row.is_active === 1,
        market_id: t.round?.roundId ?? null,
        status: t.round?.status ?? null,
        autotime: t.round ? autotimeOf(t.round, now) : 0,
        betting_seconds: t.info.bettingSeconds,
        last_result: t.results[0] ?? null,
      })),
      'Tables.',
    );
  });

  registerCall(app, calls.admin.casino.tables, async () =>
    ok(
      casino.list().map((t) => adminView(t.row)),
      'Tables.',
    ),
  );

  const change = async (matchId: number, userId: number, action: string, set: Partial<TableRow>) => {
    const before = await db.selectFrom('casino_tables').selectAll().where('match_id', '=', matchId).executeTakeFirst();
    if (!before) return null;
    const now = Date.now();
    const after = { ...before, ...set, updated_by: userId, updated_at: now };
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('casino_tables')
        .set({ ...set, updated_by: userId, updated_at: now })
        .where('match_id', '=', matchId)
        .execute();
      await trx
        .insertInto('casino_table_changes')
        .values({
          match_id: matchId,
          user_id: userId,
          action,
          before_json: JSON.stringify(before),
          after_json: JSON.stringify(after),
          created_at: now,
        })
        .execute();
    });
    casino.replaceRow(after);
    return after;
  };

  registerCall(app, calls.admin.casino.tableStatus, async (req) => {
    const row = await change(req.body.match_id, req.user.userId, req.body.is_active ? 'START' : 'STOP', {
      is_active: req.body.is_active ? 1 : 0,
    });
    return row ? ok(adminView(row), req.body.is_active ? 'Table started.' : 'Table stops after this round.') : NO_TABLE;
  });

  registerCall(app, calls.admin.casino.tableLimits, async (req) => {
    const b = req.body;
    const [min, max, sideMax] = [b.min_stack, b.max_stack, b.side_max_stack].map((v) => rupeesToPaise(v)!);
    if (min! <= 0 || min! > max! || min! > sideMax!)
      return refuse('INVALID_LIMITS', 'The minimum must be above 0 and at most each maximum.');
    const row = await change(b.match_id, req.user.userId, 'LIMITS', { min_stake: min!, max_stake: max!, side_max_stake: sideMax! });
    return row ? ok(adminView(row), 'Limits apply from the next round.') : NO_TABLE;
  });

  registerCall(app, calls.admin.casino.round, async (req) => {
    const round = await tableRoundDetail(db, chains, Number(req.body.market_id));
    if (!round) return refuse('NOT_FOUND', 'No such round.');
    const { marketId, ...detail } = round;
    const bets = await roundBets(db, detail.gtype, marketId);
    const market = await db.selectFrom('markets').select(['status']).where('market_id', '=', marketId).executeTakeFirstOrThrow();
    const settled = market.status === 'CLOSED';
    const customers = bets.reduce((sum, b) => sum + (b.bet.profit_loss ?? 0) * 100, 0);
    return ok(
      {
        round: detail,
        bets: bets.map((b) => ({ ...b.bet, user_id: b.user_id, user_name: b.user_name })),
        house_result: settled ? paiseToRupees(-Math.round(customers)) : null,
      },
      'Round.',
    );
  });
};
