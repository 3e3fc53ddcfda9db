import type { SlotGame } from '@bx/contract';
import { SlotSymbolLabel } from './slot-symbol-label.tsx';

/** "reels 2, 3 and 4 only" when a symbol is missing from some strips; null when it is on every reel. */
function reelsOnly(game: SlotGame, symbol: string): string | null {
  const on = game.reels.flatMap((strip, i) => (strip.includes(symbol) ? [i + 1] : []));
  if (on.length === game.reels.length) return null;
  const last = on.pop();
  return on.length === 0 ? `reel ${last} only` : `reels ${on.join(', ')} and ${last} only`;
}

/** What the wild pays by itself. A run of wilds must start on reel 1: off that reel, a row the paytable gives it can never pay, and the customer is told so. */
function ownPay(game: SlotGame, wild: string): string {
  if (game.paytable[wild] === undefined) return `${wild} has no pay of its own.`;
  if (!game.reels[0]!.includes(wild)) return `Lines read from reel 1, where ${wild} never lands, so its own row above never pays.`;
  return `A run of ${wild} alone pays as its own row above, or as the symbol after it when that pays more.`;
}

/**
 * The wild as the server's line evaluation plays it (packages/games evaluate-spin.ts): it
 * stands in for every symbol but the scatter, its multiplier applies to a line win it helps
 * make, and a run of wilds alone pays as the wild's own row when it has one, or as the symbol
 * after it when that pays more.
 */
export function SlotWildRule({ game, wild }: { game: SlotGame; wild: NonNullable<SlotGame['wild']> }) {
  const scatter = game.scatter?.symbol;
  const only = reelsOnly(game, wild.symbol);
  return (
    <p className="slot-rule">
      <SlotSymbolLabel symbol={wild.symbol} /> stands in for every symbol{scatter ? ` except ${scatter}` : ''}
      {wild.multiplier > 1 ? ` and multiplies by ${wild.multiplier} every line win it helps make` : ''}. {ownPay(game, wild.symbol)}
      {only ? ` It lands on ${only}.` : ''}
    </p>
  );
}
