import type { MarketChange, MarketImage } from '@bx/contract';
import { create } from 'zustand';
import { mergeLiveChange } from './live-market-merge.ts';

/** Best-back prices kept per runner for the sparklines. */
const priceHistoryLength = 40;

export type LiveStatus = 'offline' | 'connecting' | 'live';

interface LiveState {
  status: LiveStatus;
  /** Stream key (`'14'`, `'match:2:fancy'`) -> the latest full state. */
  markets: Record<string, MarketImage>;
  /** `${marketId}:${selectionId}` -> the last best-back prices seen, oldest first. */
  history: Record<string, number[]>;
}

export const historyKey = (marketId: string | number, selectionId: number) => `${marketId}:${selectionId}`;

/** Live market state from the socket; components read it through narrow selectors. */
export const useLiveStore = create<LiveState>(() => ({ status: 'offline', markets: {}, history: {} }));

function withHistory(history: Record<string, number[]>, image: MarketImage, previous: MarketImage | undefined) {
  let next = history;
  for (const runner of image.runners) {
    const price = runner.back[0]?.price;
    const old = previous?.runners.find((r) => r.selection_id === runner.selection_id);
    if (price === undefined || old === runner) continue;
    const key = historyKey(image.market_id, runner.selection_id);
    const line = next[key] ?? [];
    if (line.at(-1) === price) continue;
    if (next === history) next = { ...history };
    next[key] = [...line.slice(1 - priceHistoryLength), price];
  }
  return next;
}

export function setLiveImage(image: MarketImage): void {
  useLiveStore.setState((s) => ({
    markets: { ...s.markets, [image.market_id]: image },
    history: withHistory(s.history, image, s.markets[image.market_id]),
  }));
}

export function applyLiveChange(marketId: string, change: MarketChange): void {
  useLiveStore.setState((s) => {
    const previous = s.markets[marketId];
    if (!previous) return s;
    const image = mergeLiveChange(previous, change);
    return { markets: { ...s.markets, [marketId]: image }, history: withHistory(s.history, image, previous) };
  });
}

export function dropLiveMarket(marketId: string): void {
  useLiveStore.setState((s) => {
    const markets = { ...s.markets };
    delete markets[marketId];
    return { markets };
  });
}

export const setLiveStatus = (status: LiveStatus) => useLiveStore.setState({ status });

/** The connection dropped: what the store holds is stale, and the screens fall back to polled data. */
export const clearLiveMarkets = () => useLiveStore.setState({ status: 'offline', markets: {} });
