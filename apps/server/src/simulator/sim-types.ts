import type { FancyQuote, FeedEventRequest, MarketResult, RunnerPrices } from '../market-maker/price-feed.ts';

export type EventKind = 'cricket' | 'match' | 'race';

export interface SimRunner {
  selectionId: number;
  /** Log-strength: fair win probabilities are the softmax over the runners still in. */
  strength: number;
  removed: boolean;
  /** Best back price last quoted (ticks), and when; null before the first quote. */
  quoted: number | null;
  quotedAt: number;
}

export interface SimMarket {
  marketId: number;
  /** MATCH_ODDS, WIN and PLACE are quoted by the market maker; BOOKMAKER is only settled. */
  type: string;
  places: number;
  runners: SimRunner[];
}

export interface SimFancy {
  fancyId: number;
  type: string;
  /** What it settles on, and after which ball of the match. */
  metric: 'runs' | 'sixes';
  ball: number;
  line: number | null;
  settled: boolean;
}

export interface CricketScore {
  balls: number;
  /** First-innings runs (the sessions are on the first innings). */
  runs: number;
  sixes: number;
}

export interface SimEvent {
  matchId: number;
  sportId: number;
  kind: EventKind;
  phase: 'UPCOMING' | 'IN_PLAY' | 'DONE';
  startAt: number;
  /** When play began (in-play) and ends; null before. */
  playFrom: number | null;
  markets: SimMarket[];
  fancies: SimFancy[];
  score: CricketScore | null;
  nonRunnerChecked: boolean;
}

export interface SimState {
  events: SimEvent[];
  /** New events asked for and not yet created, per sport. */
  pendingAdds: Record<number, number>;
  lastTick: number | null;
  created: number;
}

export type SimAction =
  | { type: 'quote'; prices: RunnerPrices }
  | { type: 'inPlay'; marketId: number; betDelay: number }
  | { type: 'status'; marketId: number; status: 'OPEN' | 'SUSPENDED' }
  | { type: 'removeRunner'; marketId: number; selectionId: number; reductionBp: number }
  | { type: 'result'; marketId: number; result: MarketResult }
  | { type: 'fancyQuote'; quote: FancyQuote }
  | { type: 'matchStatus'; matchId: number; status: 'IN_PLAY' | 'CLOSED' }
  | { type: 'addEvent'; event: FeedEventRequest };

export interface SimOptions {
  /** How long play lasts once in-play, per kind (ms). */
  durations: Record<EventKind, number>;
  /** In-play bet delay per kind (seconds). */
  betDelays: Record<EventKind, number>;
  /** At most this many runners requoted per tick (the rest wait their turn). */
  maxQuotesPerTick: number;
  /** A runner is requoted at least this often (refills levels customers took). */
  refreshMs: number;
  /** Only events in play or starting within this many ms move their prices. */
  walkHorizonMs: number;
  /** Per quoted sport, keep at least this many events starting within the horizon (0: create none). */
  soonEvents: number;
  /** Chance that a race loses a non-runner shortly before the off. */
  nonRunnerChance: number;
  /** Stakes (paise) of the best three levels a side. */
  sizes: [number, number, number];
}

const MINUTE = 60_000;

export const defaultSimOptions: SimOptions = {
  durations: { cricket: 30 * MINUTE, match: 20 * MINUTE, race: 2 * MINUTE },
  betDelays: { cricket: 5, match: 3, race: 1 },
  maxQuotesPerTick: 6,
  refreshMs: 30_000,
  walkHorizonMs: 2 * 60 * MINUTE,
  soonEvents: 2,
  nonRunnerChance: 0.15,
  sizes: [50_000, 100_000, 200_000],
};
