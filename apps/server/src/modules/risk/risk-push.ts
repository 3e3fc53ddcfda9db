import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { CommittedBatch } from '../trading/batch/batch-executor.ts';

/** At most one round of risk messages per this many ms: a console refetches at most twice a second however fast bets come. */
const ROUND_MS = 500;
/** Cached parent chains are dropped past this many customers (a parent never changes, so they are otherwise never stale). */
const MAX_CACHED_USERS = 100_000;
/** How long the list of admins (who see every downline) is trusted. */
const ADMINS_TTL_MS = 60_000;

/**
 * Tells operators' consoles when their downline's risk moved: after a commit, every operator
 * above a customer whose bet was placed, matched, cancelled or settled gets `{type:'risk',
 * match_id}` on its sockets, and reads admin/risk/* again. The commit listener only records
 * user and market ids from the batch's own write set (no SQL on the bet path); parent chains and
 * market-to-match ids are read afterwards, once per customer and market, and kept.
 */
export function startRiskPush(app: FastifyInstance): { stop(): void } {
  const chains = new Map<number, number[]>();
  const matchOf = new Map<number, number>();
  let admins: { ids: number[]; at: number } | null = null;
  let pending = new Map<number, Set<number>>();
  let scheduled = false;
  let stopped = false;
  const db = app.database.db;

  const loadChains = async (userIds: number[]) => {
    const missing = userIds.filter((id) => !chains.has(id));
    if (missing.length === 0) return;
    if (chains.size > MAX_CACHED_USERS) chains.clear();
    const { rows } = await sql<{ user_id: number; ancestor_id: number }>`
      WITH RECURSIVE up(user_id, ancestor_id) AS (
        SELECT u.user_id, u.parent_id FROM users u WHERE u.user_id IN (${sql.join(missing)}) AND u.parent_id IS NOT NULL
        UNION ALL
        SELECT up.user_id, p.parent_id FROM up JOIN users p ON p.user_id = up.ancestor_id WHERE p.parent_id IS NOT NULL
      )
      SELECT user_id, ancestor_id FROM up`.execute(db);
    for (const id of missing) chains.set(id, []);
    for (const r of rows) chains.get(Number(r.user_id))?.push(Number(r.ancestor_id));
  };

  const loadMatches = async (marketIds: number[]) => {
    const missing = marketIds.filter((id) => !matchOf.has(id));
    if (missing.length === 0) return;
    const rows = await db.selectFrom('markets').select(['market_id', 'match_id']).where('market_id', 'in', missing).execute();
    for (const r of rows) matchOf.set(Number(r.market_id), Number(r.match_id));
  };

  const adminIds = async () => {
    if (admins && Date.now() - admins.at < ADMINS_TTL_MS) return admins.ids;
    const rows = await db.selectFrom('users').select('user_id').where('role', '=', 'admin').execute();
    admins = { ids: rows.map((r) => Number(r.user_id)), at: Date.now() };
    return admins.ids;
  };

  const publish = async (work: Map<number, Set<number>>) => {
    const hub = app.realtime;
    await loadChains([...work.keys()]);
    await loadMatches([...new Set([...work.values()].flatMap((s) => [...s]))]);
    const everyone = await adminIds();
    const sends = new Map<number, Set<number>>();
    for (const [userId, marketIds] of work) {
      const matches = [...marketIds].flatMap((m) => (matchOf.has(m) ? [matchOf.get(m)!] : []));
      for (const operator of new Set([...(chains.get(userId) ?? []), ...everyone])) {
        if (!hub.isListening(operator)) continue;
        let set = sends.get(operator);
        if (!set) sends.set(operator, (set = new Set()));
        for (const m of matches) set.add(m);
      }
    }
    for (const [operator, matchIds] of sends)
      for (const matchId of matchIds) hub.publishToUser(operator, { type: 'risk', match_id: matchId });
  };

  const round = async () => {
    const work = pending;
    pending = new Map();
    await publish(work).catch((error: unknown) => app.log.error({ err: error }, 'risk push failed'));
    // The next round waits, gathering every commit meanwhile into one message per operator and match.
    setTimeout(() => {
      scheduled = false;
      if (pending.size > 0 && !stopped) schedule();
    }, ROUND_MS).unref();
  };

  const schedule = () => {
    scheduled = true;
    setImmediate(() => void round());
  };

  const add = (userId: number, marketId: number) => {
    let set = pending.get(userId);
    if (!set) pending.set(userId, (set = new Set()));
    set.add(marketId);
  };

  const record = (batch: CommittedBatch) => {
    if (stopped || !app.realtime?.hasListeners()) return;
    for (const b of batch.writes.betInserts) add(b.user_id, b.market_id);
    // A fill of a resting bet, a cancel, a lapse or a result moves its owner's exposure.
    for (const e of batch.writes.exposures) add(e.user_id, e.market_id);
    if (pending.size > 0 && !scheduled) schedule();
  };

  app.addHook('onReady', async () =>
    app.trading.onCommit((_marketIds, _exclusive, batch) => {
      try {
        record(batch);
      } catch (error) {
        app.log.error({ err: error }, 'risk push: recording a batch failed');
      }
    }),
  );
  return { stop: () => void (stopped = true) };
}
