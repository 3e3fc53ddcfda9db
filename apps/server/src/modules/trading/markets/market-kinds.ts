import { tableTypes } from '@bx/contract';

/** Fancy (runs) market types: house-banked, quoted by line and rate. */
export const FANCY_TYPES = ['SESSION', 'KHADO', 'METER', 'ODD_EVEN'] as const;
export type FancyType = (typeof FANCY_TYPES)[number];

/** CASINO: a round of an Our Casino table (market_type = its gtype), banked by the house. */
export type MarketFamily = 'EXCHANGE' | 'BOOKMAKER' | 'FANCY' | 'CASINO';

export function familyOf(marketType: string): MarketFamily {
  if (marketType === 'BOOKMAKER') return 'BOOKMAKER';
  if ((tableTypes as readonly string[]).includes(marketType)) return 'CASINO';
  return (FANCY_TYPES as readonly string[]).includes(marketType) ? 'FANCY' : 'EXCHANGE';
}

/**
 * Default commission: 5% on net winnings per market (exchange-rules.md; api.md's default of
 * admin/market/create), bookmaker markets included. Fancy and casino rounds take none: neither
 * call that creates them names a rate.
 */
export function defaultCommissionBp(marketType: string): number {
  const family = familyOf(marketType);
  return family === 'EXCHANGE' || family === 'BOOKMAKER' ? 500 : 0;
}

/**
 * The result domain a fancy gets when its creator names none: 0..max runs. One value per kind
 * so a kind whose figure can run higher (or must stay lower) changes only its own line. Exposure
 * is the worst case over the whole domain, so a meter's hold grows with it.
 */
export const DEFAULT_MAX_RESULT: Record<FancyType, number> = {
  SESSION: 999,
  KHADO: 999,
  METER: 999,
  ODD_EVEN: 999,
};
