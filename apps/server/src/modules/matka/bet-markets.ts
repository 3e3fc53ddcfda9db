import { singleOf, type PannaKind } from '@bx/games';

/**
 * The bet markets of one draw, each a KHADO fancy of width 1 (a bet on one exact number wins
 * stake x rate / 100, so the return per 1 staked is 1 + rate / 100) whose result is a number
 * made from the draw: a single (0-9), a jodi (open single x 10 + close single), a panna as a
 * number ("128" = 128), a half sangam (open panna x 10 + close single, or open single x 1000 +
 * close panna) or a full sangam (open panna x 1000 + close panna).
 */
export type BetMarketKey =
  | 'single_open'
  | 'single_close'
  | 'single_panna_open'
  | 'single_panna_close'
  | 'double_panna_open'
  | 'double_panna_close'
  | 'triple_panna_open'
  | 'triple_panna_close'
  | 'jodi'
  | 'half_sangam_open'
  | 'half_sangam_close'
  | 'full_sangam';

export interface BetMarket {
  key: BetMarketKey;
  /** Profit per 100 staked: returns 9.5x, 95x, 140x, 280x, 700x, 1000x, 10000x. */
  rate: number;
  maxResult: number;
  /** Maximum stake (paise): lower where the return is larger. */
  maxStake: number;
  /** Settles at the open draw; otherwise it closes at the open draw when `needsOpen`, and settles at the close. */
  atOpen: boolean;
  needsOpen: boolean;
}

const panna = (kind: PannaKind, side: 'open' | 'close', rate: number): BetMarket => ({
  key: `${kind}_panna_${side}`,
  rate,
  maxResult: 999,
  maxStake: 1_000_000,
  atOpen: side === 'open',
  needsOpen: side === 'open',
});

export const BET_MARKETS: readonly BetMarket[] = [
  { key: 'single_open', rate: 850, maxResult: 9, maxStake: 1_000_000, atOpen: true, needsOpen: true },
  { key: 'single_close', rate: 850, maxResult: 9, maxStake: 1_000_000, atOpen: false, needsOpen: false },
  panna('single', 'open', 13_900),
  panna('single', 'close', 13_900),
  panna('double', 'open', 27_900),
  panna('double', 'close', 27_900),
  panna('triple', 'open', 69_900),
  panna('triple', 'close', 69_900),
  { key: 'jodi', rate: 9400, maxResult: 99, maxStake: 1_000_000, atOpen: false, needsOpen: true },
  { key: 'half_sangam_open', rate: 99_900, maxResult: 9999, maxStake: 100_000, atOpen: false, needsOpen: true },
  { key: 'half_sangam_close', rate: 99_900, maxResult: 9999, maxStake: 100_000, atOpen: false, needsOpen: true },
  { key: 'full_sangam', rate: 999_900, maxResult: 999_999, maxStake: 10_000, atOpen: false, needsOpen: true },
];

/** The starline has one draw: only the open-side single and panna markets. */
export function betMarketsOf(hourly: boolean): readonly BetMarket[] {
  return hourly ? BET_MARKETS.filter((m) => m.atOpen) : BET_MARKETS;
}

/** A market's result once the draws it needs are made (null before). */
export function resultOf(key: BetMarketKey, open: string, close: string | null): number | null {
  if (key === 'single_open') return singleOf(open);
  if (key.endsWith('_panna_open')) return Number(open);
  if (close === null) return null;
  switch (key) {
    case 'single_close':
      return singleOf(close);
    case 'jodi':
      return singleOf(open) * 10 + singleOf(close);
    case 'half_sangam_open':
      return Number(open) * 10 + singleOf(close);
    case 'half_sangam_close':
      return singleOf(open) * 1000 + Number(close);
    case 'full_sangam':
      return Number(open) * 1000 + Number(close);
    default:
      return Number(close);
  }
}
