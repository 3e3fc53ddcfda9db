/**
 * The boundary between a source of prices and results (the demo simulator, or a real feed such
 * as the Betfair Exchange Stream API) and the exchange. A feed only calls its sink; the one sink
 * (`FeedApplier`) turns each call into money-core commands, so every feed trades through the same
 * engine and ledger as customers. Ids are the exchange's own (a real feed keeps its id map).
 * docs/realtime.md "Feed adapter" maps the Betfair fields.
 */

/** One ladder level: price in hundredths (on the ladder), size in paise. */
export interface FeedLevel {
  price: number;
  size: number;
}

export interface RunnerPrices {
  marketId: number;
  matchId: number;
  selectionId: number;
  /** Available to back (best = highest first): the house rests lays there. */
  back: FeedLevel[];
  /** Available to lay (best = lowest first): the house rests backs there. */
  lay: FeedLevel[];
}

export interface FancyQuote {
  fancyId: number;
  yesLine?: number;
  yesRate?: number;
  noLine?: number;
  noRate?: number;
}

/** A new event with markets created by the sink (ids filled in), so the feed can follow it. */
export interface FeedEventRequest {
  sportId: number;
  name: string;
  openDate: number;
}

export type MarketResult = { winners: number[] } | { resultRun: number } | { void: true };

export interface FeedSink {
  /** Makes the house's resting liquidity on a runner equal these levels (cancels the rest). */
  quoteRunnerPrices(prices: RunnerPrices): Promise<void>;
  setMarketStatus(marketId: number, status: 'OPEN' | 'SUSPENDED'): Promise<void>;
  setInPlay(marketId: number, inPlay: boolean, betDelaySeconds: number): Promise<void>;
  removeRunner(marketId: number, selectionId: number, reductionBp: number): Promise<void>;
  declareResult(marketId: number, result: MarketResult): Promise<void>;
  updateFancyQuote(quote: FancyQuote): Promise<void>;
  setMatchStatus(matchId: number, status: 'UPCOMING' | 'IN_PLAY' | 'CLOSED'): Promise<void>;
  /** Adds an event with its standard markets; answers its match id. */
  addEvent(event: FeedEventRequest): Promise<number | null>;
}

export interface PriceFeed {
  start(sink: FeedSink): void;
  /** Stops and waits for the work in hand to finish. */
  stop(): Promise<void>;
  /**
   * Stops starting work and waits only for the step in hand; work already sent (quotes waiting
   * out an in-play bet delay, seconds each) finishes on its own: `stop` waits for that too.
   */
  halt(): Promise<void>;
}
