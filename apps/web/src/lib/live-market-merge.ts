import { applyMarketChange, type LiveRunner, type MarketChange, type MarketImage } from '@bx/contract';

const samePrices = (a: { price: number; size: number }[], b: { price: number; size: number }[]) =>
  a.length === b.length && a.every((x, i) => x.price === b[i]!.price && x.size === b[i]!.size);

const sameRunner = (a: LiveRunner, b: LiveRunner) =>
  a.status === b.status && a.name === b.name && samePrices(a.back, b.back) && samePrices(a.lay, b.lay);

/**
 * `applyMarketChange`, keeping the previous object of every runner and fancy whose values did not
 * change. The server sends every runner of a book on each change, so without this every row of
 * the page would re-render on every push; with it a selector per runner sees only its own moves.
 */
export function mergeLiveChange(image: MarketImage, change: MarketChange): MarketImage {
  const merged = applyMarketChange(image, change);
  if (change.runners) {
    const before = new Map(image.runners.map((r) => [r.selection_id, r]));
    merged.runners = merged.runners.map((r) => {
      const old = before.get(r.selection_id);
      return old && sameRunner(old, r) ? old : r;
    });
  }
  if (change.fancies) {
    const before = new Map(image.fancies.map((f) => [f.fancy_id, f]));
    merged.fancies = merged.fancies.map((f) => {
      const old = before.get(f.fancy_id);
      return old && (Object.keys(f) as (keyof typeof f)[]).every((k) => old[k] === f[k]) ? old : f;
    });
  }
  return merged;
}
