import type { Prng } from './prng.ts';
import { ladderLevels } from '../market-maker/market-maker.ts';
import { fairTicks, placeProbabilities, winProbabilities } from './fair-quotes.ts';
import type { SimAction, SimEvent, SimMarket, SimOptions } from './sim-types.ts';

/** Volatility of a runner's log-strength per square-root minute. */
const SIGMA = { pre: 0.03, inPlay: 0.1, race: 0.4 };

/** The market whose strengths drive the event: match odds, or a race's win market. */
export function primaryMarket(event: SimEvent): SimMarket | undefined {
  return event.markets.find((m) => m.type === 'MATCH_ODDS' || m.type === 'WIN');
}

function moving(event: SimEvent, now: number, options: SimOptions): boolean {
  return event.phase === 'IN_PLAY' || (event.phase === 'UPCOMING' && event.startAt - now <= options.walkHorizonMs);
}

/** A random walk of every moving event's runner strengths over `dt` ms. */
export function walkPrices(events: SimEvent[], dt: number, now: number, rng: Prng, options: SimOptions): void {
  if (dt <= 0) return;
  for (const event of events) {
    const market = primaryMarket(event);
    if (!market || !moving(event, now, options)) continue;
    const sigma = event.phase !== 'IN_PLAY' ? SIGMA.pre : event.kind === 'race' ? SIGMA.race : SIGMA.inPlay;
    const step = sigma * Math.sqrt(dt / 60_000);
    for (const r of market.runners) if (!r.removed) r.strength += step * rng.normal();
  }
}

interface Candidate {
  event: SimEvent;
  market: SimMarket;
  index: number;
  fair: number;
  /** 0 in-play and moved, 1 in-play refresh, 2 moved, 3 refresh. */
  tier: number;
}

/**
 * Requotes of the runners whose fair price moved off their quote, or whose last quote is older
 * than `refreshMs` (which refills what customers took): in-play first, then price moves, then the
 * stalest; at most `maxQuotesPerTick`.
 */
export function quoteActions(events: SimEvent[], now: number, options: SimOptions): SimAction[] {
  const candidates: Candidate[] = [];
  for (const event of events) {
    const primary = primaryMarket(event);
    if (!primary || !moving(event, now, options)) continue;
    const win = winProbabilities(primary);
    for (const market of event.markets) {
      if (market.type === 'BOOKMAKER') continue;
      const probs = market.type === 'PLACE' ? placeProbabilities(win, market.places) : win;
      market.runners.forEach((r, index) => {
        if (r.removed || probs[index] === undefined) return;
        const fair = fairTicks(probs[index]!);
        const moved = r.quoted !== fair;
        if (!moved && now - r.quotedAt < options.refreshMs) return;
        candidates.push({ event, market, index, fair, tier: (event.phase === 'IN_PLAY' ? 0 : 2) + (moved ? 0 : 1) });
      });
    }
  }
  const age = (c: Candidate) => c.market.runners[c.index]!.quotedAt;
  candidates.sort((a, b) => a.tier - b.tier || age(a) - age(b) || a.market.marketId - b.market.marketId || a.index - b.index);
  return candidates.slice(0, options.maxQuotesPerTick).map((c) => {
    const runner = c.market.runners[c.index]!;
    runner.quoted = c.fair;
    runner.quotedAt = now;
    const levels = ladderLevels(c.fair, options.sizes);
    return { type: 'quote', prices: { marketId: c.market.marketId, matchId: c.event.matchId, selectionId: runner.selectionId, ...levels } };
  });
}
