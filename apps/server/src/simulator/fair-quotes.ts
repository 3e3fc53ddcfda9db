import { snapToLadder } from '../market-maker/market-maker.ts';
import type { SimMarket } from './sim-types.ts';

/** Fair win probabilities: softmax of the strengths of the runners still in (0 for removed ones). */
export function winProbabilities(market: SimMarket): number[] {
  const top = Math.max(...market.runners.filter((r) => !r.removed).map((r) => r.strength));
  const weights = market.runners.map((r) => (r.removed ? 0 : Math.exp(r.strength - top)));
  const total = weights.reduce((a, w) => a + w, 0);
  return weights.map((w) => w / total);
}

/** Chance of finishing in the first `places`: 1 - (1 - p)^places, scaled so they sum to `places`. */
export function placeProbabilities(win: number[], places: number): number[] {
  const raw = win.map((p) => (p === 0 ? 0 : 1 - (1 - p) ** places));
  const total = raw.reduce((a, q) => a + q, 0);
  const k = Math.min(places, win.filter((p) => p > 0).length);
  return raw.map((q) => Math.min(0.97, (q * k) / total));
}

/** The fair decimal price of a probability, on the ladder (ticks). */
export function fairTicks(probability: number): number {
  return snapToLadder(Math.round(100 / Math.min(0.99, Math.max(0.001, probability))));
}
