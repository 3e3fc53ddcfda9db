import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { gameBetLabel } from '../binary/game-bet-label.ts';

/** A market as a customer's statement names it, with its sport (which report its lines belong to). */
export interface MarketDescription {
  text: string;
  sportId: number;
  /** The id the customer knows it by: a casino round's `mid` (casino.md), else the market's. */
  shownId: number;
}

/**
 * What each market of a customer's statement is: "match / market", except a binary line or matka
 * market, whose name says nothing readable ("NIFTY strike 3"): there the customer's own bets on
 * it in words, as current bets show them ("NIFTY 2026-11-23 / YES NIFTY at or above ₹24,000").
 */
export async function marketDescriptions(db: Kysely<Database>, userId: number, ids: number[]): Promise<Map<number, MarketDescription>> {
  if (ids.length === 0) return new Map();
  const markets = await db
    .selectFrom('markets')
    .innerJoin('matches', 'matches.match_id', 'markets.match_id')
    .leftJoin('table_rounds', 'table_rounds.market_id', 'markets.market_id')
    .select(['markets.market_id', 'markets.name', 'matches.name as match_name', 'matches.sport_id', 'table_rounds.round_id'])
    .where('markets.market_id', 'in', [...new Set(ids)])
    .execute();
  const bets = await db
    .selectFrom('bets')
    .select(['market_id', 'line', 'side'])
    .where('user_id', '=', userId)
    .where('market_id', 'in', [...new Set(ids)])
    .orderBy('bet_id')
    .execute();
  const out = new Map<number, MarketDescription>();
  for (const m of markets) {
    const id = Number(m.market_id);
    const labels = bets
      .filter((b) => Number(b.market_id) === id)
      .map((b) => gameBetLabel({ sport_id: Number(m.sport_id), market_name: m.name, line: b.line, side: b.side }));
    const words = [...new Set(labels.filter((l) => l !== null))];
    out.set(id, {
      text: `${m.match_name} / ${words.length > 0 ? words.join(', ') : m.name}`,
      sportId: Number(m.sport_id),
      shownId: Number(m.round_id ?? id),
    });
  }
  return out;
}
