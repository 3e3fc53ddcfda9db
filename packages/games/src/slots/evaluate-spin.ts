import type { LineWin, SlotTitle, SpinOutcome } from './slot-types.ts';

/** The symbols the window shows: window[row][reel] = strip[(stop + row) mod length]. */
function slotWindow(title: SlotTitle, stops: readonly number[]): string[][] {
  return Array.from({ length: title.rows }, (_, row) => title.reels.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
}

const payOf = (title: SlotTitle, symbol: string, count: number) => title.paytable[symbol]?.[count] ?? 0;

/**
 * The best pay of one line read from the leftmost reel: the run of wilds alone (paid as the
 * wild symbol) or the run of the first other symbol with wilds standing in for it. A scatter
 * ends every run. Returns null when the line pays nothing.
 */
export function lineWin(title: SlotTitle, symbols: readonly string[]): Omit<LineWin, 'line'> | null {
  const wild = title.wild?.symbol;
  const scatter = title.scatter?.symbol;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds++;
  const target = symbols[wilds];
  let count = wilds;
  if (target !== undefined && target !== scatter)
    while (count < symbols.length && (symbols[count] === target || symbols[count] === wild)) count++;
  const wildOnly = wild === undefined ? 0 : payOf(title, wild, wilds);
  const helped = wild !== undefined && symbols.slice(0, count).includes(wild);
  const substituted = target === undefined || target === scatter ? 0 : payOf(title, target, count) * (helped ? title.wild!.multiplier : 1);
  if (wildOnly === 0 && substituted === 0) return null;
  return wildOnly >= substituted ? { symbol: wild!, count: wilds, pay: wildOnly } : { symbol: target!, count, pay: substituted };
}

/** Every line and the scatter for the given stops; `free` applies the free-spin multiplier. */
export function evaluateSpin(title: SlotTitle, stops: readonly number[], free = false): SpinOutcome {
  const window = slotWindow(title, stops);
  const multiplier = free ? (title.scatter?.freeSpinMultiplier ?? 1) : 1;
  const lines: LineWin[] = [];
  title.lines.forEach((rows, line) => {
    const win = lineWin(
      title,
      rows.map((row, reel) => window[row]![reel]!),
    );
    if (win) lines.push({ line, ...win, pay: win.pay * multiplier });
  });
  const scatter = title.scatter;
  const scatterCount = scatter ? window.flat().filter((s) => s === scatter.symbol).length : 0;
  const scatterCredits = scatter ? (scatter.pays[scatterCount] ?? 0) * title.lines.length * multiplier : 0;
  return {
    stops: [...stops],
    window,
    lines,
    scatterCount,
    credits: lines.reduce((sum, l) => sum + l.pay, 0) + scatterCredits,
    freeSpinsAwarded: scatter?.freeSpins[scatterCount] ?? 0,
  };
}
