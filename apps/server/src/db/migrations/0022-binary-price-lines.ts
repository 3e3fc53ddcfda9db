import { sql, type Kysely, type Migration } from 'kysely';

/** The unit (hundredths of the quote currency) each instrument's binary lines counted in before this migration. */
const OLD_UNITS: Record<string, number> = {
  NIFTY: 500,
  BANKNIFTY: 1000,
  TATASTEEL: 10,
  GOLD: 1000,
  SILVER: 2000,
  COMEXCRUDE: 1,
  DOW: 1000,
  NASDAQ: 500,
};

/**
 * Binary lines become whole prices (casino.md section 6: NIFTY's line is 24000, not 4800 units
 * of ₹5): the lines, result domain and bets of every session are scaled from units to price
 * points (instruments counted in ₹1 or $1 already were). Scaling a line and the domain alike
 * keeps every bet's outcome and every held exposure. A line between two whole prices (units of
 * 10 paise or one cent) has no equal: in a settled or void session it is rounded up, for its
 * label only; in a session still to settle it stops the upgrade (settle or void it first).
 */
export function binaryPriceLinesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const sessions = await sql<{ match_id: number; instrument: string; status: string }>`
        SELECT match_id, instrument, status FROM binary_sessions`.execute(db);
      for (const s of sessions.rows) {
        const unit = OLD_UNITS[s.instrument];
        if (unit === undefined) continue;
        const lines = sql`(SELECT market_id FROM markets WHERE match_id = ${s.match_id})`;
        const scaled = (column: string) => sql`(${sql.ref(column)} * ${sql.lit(unit)} + 99) / 100`;
        if (s.status !== 'SETTLED' && s.status !== 'VOID') {
          const between = await sql<{ n: number }>`
            SELECT COUNT(*) AS n FROM bets WHERE market_id IN ${lines} AND (line * ${sql.lit(unit)}) % 100 <> 0`.execute(db);
          if (Number(between.rows[0]?.n ?? 0) > 0)
            throw new Error(`Binary session ${s.match_id} (${s.instrument}) has bets between whole prices: settle or void it first.`);
        }
        await sql`UPDATE bets SET line = ${scaled('line')} WHERE line IS NOT NULL AND market_id IN ${lines}`.execute(db);
        await sql`UPDATE markets SET yes_line = ${scaled('yes_line')}, no_line = ${scaled('no_line')}, max_result = ${scaled('max_result')}
          WHERE match_id = ${s.match_id}`.execute(db);
      }
    },
  };
}
