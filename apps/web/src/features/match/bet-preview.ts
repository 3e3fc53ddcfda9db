/** Rupees to paise-precision, so previews show what the ledger will (no float tails). */
const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * What a runner-market bet adds to one runner's win/loss: a back wins stake x (odds-1) if the
 * runner wins and loses the stake otherwise; a lay is the reverse.
 */
export function betEffect(isBack: boolean, odds: number, stake: number, isSelected: boolean): number {
  const profit = stake * (odds - 1);
  if (isBack) return cents(isSelected ? profit : -stake);
  return cents(isSelected ? -profit : stake);
}

export type FancyKind = 'SESSION' | 'METER' | 'KHADO' | 'ODD_EVEN' | string;

/**
 * Win and loss of a fancy bet (exchange-rules.md): YES at rate R wins stake x R/100 and loses the
 * stake; NO wins the stake and loses stake x R/100; khado pays like YES; odd/even pays decimal
 * odds. Meter pays per run of difference, so this is its amount per run.
 */
export function fancyOutcome(kind: FancyKind, isBack: boolean, rate: number, stake: number): { win: number; lose: number } {
  if (kind === 'ODD_EVEN') return { win: cents(stake * (rate - 1)), lose: cents(stake) };
  const rated = cents((stake * rate) / 100);
  return isBack || kind === 'KHADO' ? { win: rated, lose: cents(stake) } : { win: cents(stake), lose: rated };
}
