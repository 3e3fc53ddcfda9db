import { refuse, type Refusal } from '../../http/answer.ts';

/** A fancy's two sides: lines in runs, rates per 100 (null: that side is not quoted). */
export interface FancySides {
  yesLine: number | null;
  yesRate: number | null;
  noLine: number | null;
  noRate: number | null;
}

function crossed(message: string): Refusal {
  return refuse('QUOTE_CROSSED', `${message}: a customer backing both sides would win whatever the result.`);
}

/**
 * The house quotes both sides of a fancy; a quote under which YES and NO together win on every
 * result is free money, so it is refused (null: the quote is sound). SESSION: a NO line above the
 * YES line pays both sides on the runs between; at one line, a YES rate above the NO rate pays YES
 * more than NO charges for the same result. METER at one line: each side pays rate/100 per run and
 * the other loses a stake per run, so two rates whose product passes 100 x 100 let a pair of
 * stakes win on both sides. A gap (NO below YES) is sound for both: every run in it loses both
 * sides.
 */
export function crossedFancyQuote(type: string, s: FancySides): Refusal | null {
  if (type !== 'SESSION' && type !== 'METER') return null;
  if (s.yesLine === null || s.noLine === null) return null;
  if (s.noLine > s.yesLine) return crossed(`The NO line ${s.noLine} is above the YES line ${s.yesLine}`);
  if (s.noLine < s.yesLine || s.yesRate === null || s.noRate === null) return null;
  if (type === 'SESSION' && s.yesRate > s.noRate) return crossed(`At one line the YES rate ${s.yesRate} is above the NO rate ${s.noRate}`);
  if (type === 'METER' && s.yesRate * s.noRate > 100 * 100)
    return crossed(`At one line the rates ${s.yesRate} and ${s.noRate} both pay more per run than the other side loses`);
  return null;
}

/**
 * A bookmaker runner's quote: the customer backs at `back_rate` and lays at `lay_rate`, so a back
 * rate above the lay rate pays a back and a lay of the same stake more than they can lose.
 */
export function crossedBookmakerQuote(
  runners: readonly { back_rate?: number | undefined; lay_rate?: number | undefined }[],
): Refusal | null {
  // Stryker disable next-line ConditionalExpression: a comparison with a missing rate is false, as the checks say
  const index = runners.findIndex((r) => r.back_rate !== undefined && r.lay_rate !== undefined && r.back_rate > r.lay_rate);
  if (index < 0) return null;
  const runner = runners[index]!;
  return crossed(`Runner ${index + 1}'s back rate ${runner.back_rate} is above its lay rate ${runner.lay_rate}`);
}
