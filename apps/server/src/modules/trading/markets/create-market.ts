import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { DEFAULT_MAX_RESULT, defaultCommissionBp, type FancyType } from './market-kinds.ts';

/** Default stake limits (paise): ₹1 to ₹5,00,000 per bet. */
const DEFAULT_MIN_STAKE = 100;
const DEFAULT_MAX_STAKE = 50_000_000;

export interface MarketLimits {
  minStake?: number;
  maxStake?: number;
  maxExposure?: number | null;
  betDelay?: number;
  commissionBp?: number;
}

export interface NewMarket extends MarketLimits {
  matchId: number;
  name: string;
  marketType: string;
  runners: { name: string; backRate?: number; layRate?: number }[];
  numberOfWinners?: number;
}

export interface NewFancy extends MarketLimits {
  matchId: number;
  name: string;
  fancyType: FancyType;
  yesLine: number | null;
  yesRate: number;
  noLine: number | null;
  noRate: number | null;
  khadoWidth: number | null;
  /** Result domain 0..maxResult; omitted = the kind's default. */
  maxResult?: number;
  /** METER only: cap on |runs - line|; omitted = none. */
  meterCap?: number | null;
}

/** A new market's row, open and unquoted, with no result: the kinds set their own fields over it. */
export function newMarketRow(m: { matchId: number; name: string }, type: string, limits: MarketLimits, now: number) {
  return {
    match_id: m.matchId,
    name: m.name,
    market_type: type,
    status: 'OPEN' as const,
    in_play: 0,
    bet_delay: limits.betDelay ?? 0,
    min_stake: limits.minStake ?? DEFAULT_MIN_STAKE,
    max_stake: limits.maxStake ?? DEFAULT_MAX_STAKE,
    max_exposure: limits.maxExposure ?? null,
    commission_bp: limits.commissionBp ?? defaultCommissionBp(type),
    number_of_winners: 1,
    version: 1,
    book_version: 0,
    yes_line: null,
    yes_rate: null,
    no_line: null,
    no_rate: null,
    khado_width: null,
    max_result: null,
    meter_cap: null,
    result_json: null,
    settlement_json: null,
    created_at: now,
    settled_at: null,
  };
}

/** A runner market, open with an empty book. Selection ids are market_id x 100 + position (unique across markets). */
export async function createMarket(db: Kysely<Database>, m: NewMarket, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('markets')
      // api.md: number_of_winners defaults to 1, for a PLACE market too; only a PLACE market has more.
      .values({ ...newMarketRow(m, m.marketType, m, now), number_of_winners: m.marketType === 'PLACE' ? (m.numberOfWinners ?? 1) : 1 })
      .returning('market_id')
      .executeTakeFirstOrThrow();
    const marketId = Number(inserted.market_id);
    const runners = m.runners.map((r, i) => ({
      market_id: marketId,
      selection_id: marketId * 100 + i + 1,
      name: r.name,
      sort_order: i,
      status: 'ACTIVE',
      reduction_bp: 0,
      back_rate: r.backRate ?? null,
      lay_rate: r.layRate ?? null,
      quote_open: 1,
    }));
    await trx.insertInto('market_runners').values(runners).execute();
    return { market_id: marketId, runners: runners.map((r) => ({ selection_id: r.selection_id, name: r.name })) };
  });
}

/**
 * A fancy (house-quoted runs market), open at its first quote, with its result domain fixed
 * here for good: exposure and settlement both read it, so changing it later would let a
 * settled loss exceed what was held.
 */
export async function createFancy(db: Kysely<Database>, f: NewFancy, now = Date.now()): Promise<number> {
  const inserted = await db
    .insertInto('markets')
    .values({
      ...newMarketRow(f, f.fancyType, f, now),
      yes_line: f.yesLine,
      yes_rate: f.yesRate,
      no_line: f.noLine,
      no_rate: f.noRate,
      khado_width: f.khadoWidth,
      max_result: f.maxResult ?? DEFAULT_MAX_RESULT[f.fancyType],
      meter_cap: f.fancyType === 'METER' ? (f.meterCap ?? null) : null,
    })
    .returning('market_id')
    .executeTakeFirstOrThrow();
  return Number(inserted.market_id);
}
