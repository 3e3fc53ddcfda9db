import { expect } from 'vitest';
import { createFastMarket, createReferenceMarket, type Market, type MarketConfig, type PlaceCommand } from '../src/index';

export const IMPLEMENTATIONS = [
  { name: 'reference', create: createReferenceMarket },
  { name: 'fast', create: createFastMarket },
] as const;

/** Wraps a market so validateInternalState() runs (and must be empty) after every call. */
export function checked(market: Market): Market {
  const wrapped = { ...market };
  for (const key of Object.keys(market) as (keyof Market)[]) {
    const fn = market[key];
    if (typeof fn !== 'function' || key === 'validateInternalState') continue;
    (wrapped as Record<string, unknown>)[key] = (...args: unknown[]) => {
      const out = (fn as (...a: unknown[]) => unknown)(...args);
      expect(market.validateInternalState()).toEqual([]);
      return out;
    };
  }
  return wrapped;
}

export function threeRunners(create: (c: MarketConfig) => Market, extra: Partial<MarketConfig> = {}): Market {
  return checked(create({ marketId: 'm1', runners: [{ selectionId: 1 }, { selectionId: 2 }, { selectionId: 3 }], ...extra }));
}

let n = 0;
/** A place command with defaults: now 0, a fresh order id. */
export function order(
  userId: string,
  selectionId: number,
  side: 'BACK' | 'LAY',
  price: number,
  size: number,
  more: Partial<PlaceCommand> = {},
): PlaceCommand {
  return { orderId: `o${++n}`, userId, selectionId, side, price, size, now: 0, ...more };
}

/** Asserts a result is ok and returns it narrowed. */
export function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
}

// Mutation testing (`npm run test:mutation` sets MODEL_RUNS) runs every covering test once per
// mutant on a busy machine: property tests then take a quarter of their runs, and get a timeout
// well above the 5 s default either way.
export const propertyRuns = (runs: number): number => (process.env.MODEL_RUNS === undefined ? runs : Math.ceil(runs / 4));
export const PROPERTY_TIMEOUT = 60_000;
