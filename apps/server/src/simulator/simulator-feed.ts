import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/create-database.ts';
import type { TradingService } from '../modules/trading/trading-service.ts';
import type { FeedSink, PriceFeed } from '../market-maker/price-feed.ts';
import { applyAction } from './apply-action.ts';
import { loadEvents } from './load-events.ts';
import { Prng } from './prng.ts';
import { defaultSimOptions, type SimAction, type SimOptions, type SimState } from './sim-types.ts';
import { step } from './step.ts';

export interface SimulatorSettings {
  database: AppDatabase;
  /** Where the demo world reads the books it follows (the market maker trades through the app's feed sink). */
  trading: TradingService;
  seed: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The simulated clock (tests pass a fake one). */
  clock?: () => number;
  /** Milliseconds between ticks when started; 0: no timer, the caller calls `tick()`. */
  tickMs?: number;
  options?: Partial<SimOptions>;
  /** Follow only these matches (tests). */
  matchIds?: number[];
}

/**
 * The demo world as a price feed: a thin driver around the pure `step`. Each tick it runs the
 * step at the clock's time, then applies the actions through the sink: lifecycle actions in
 * order, awaited; quotes concurrently, not awaited (an in-play quote waits out the bet delay like
 * anyone's bet), at most one in flight per runner and a bounded number in all.
 */
export class SimulatorFeed implements PriceFeed {
  readonly state: SimState = { events: [], pendingAdds: {}, lastTick: null, created: 0 };
  readonly options: SimOptions;
  private readonly rng: Prng;
  private readonly clock: () => number;
  private sink: FeedSink | null = null;
  private loaded = false;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<unknown> = Promise.resolve();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly settings: SimulatorSettings) {
    this.options = { ...defaultSimOptions, ...settings.options };
    this.rng = new Prng(settings.seed);
    this.clock = settings.clock ?? Date.now;
  }

  start(sink: FeedSink): void {
    this.sink = sink;
    const tickMs = this.settings.tickMs ?? 1000;
    if (tickMs <= 0) return;
    const loop = () => {
      const began = Date.now();
      this.ticking = this.tick()
        .catch((error: unknown) => this.settings.log.error({ err: error }, 'simulator tick failed'))
        .finally(() => {
          if (this.sink) this.timer = setTimeout(loop, Math.max(0, tickMs - (Date.now() - began))).unref();
        });
    };
    loop();
  }

  async stop(): Promise<void> {
    await this.halt();
    await this.idle();
  }

  async halt(): Promise<void> {
    this.sink = null;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
  }

  /** Waits for every quote and event creation in flight. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.background.size > 0) await Promise.all([...this.inFlight.values(), ...this.background]);
  }

  /** One step at the clock's time; answers the actions it produced. */
  async tick(): Promise<SimAction[]> {
    const sink = this.sink;
    if (!sink) return [];
    if (!this.loaded) {
      this.state.events = await loadEvents(this.settings.database, this.settings.trading, this.clock(), new Set(), this.settings.matchIds);
      this.loaded = true;
    }
    const actions = step(this.state, this.clock(), this.rng, this.options);
    for (const action of actions) {
      if (action.type === 'quote') this.quote(sink, action);
      else if (action.type === 'addEvent') this.track(this.addEvent(sink, action));
      else await this.guard(applyAction(sink, action));
    }
    return actions;
  }

  private quote(sink: FeedSink, action: Extract<SimAction, { type: 'quote' }>): void {
    const key = `${action.prices.marketId}:${action.prices.selectionId}`;
    if (this.inFlight.has(key) || this.inFlight.size >= this.options.maxQuotesPerTick * 4) return;
    const done = this.guard(applyAction(sink, action)).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, done);
  }

  private async addEvent(sink: FeedSink, action: Extract<SimAction, { type: 'addEvent' }>): Promise<void> {
    const matchId = await sink.addEvent(action.event);
    const { sportId } = action.event;
    this.state.pendingAdds[sportId] = Math.max(0, (this.state.pendingAdds[sportId] ?? 1) - 1);
    if (matchId === null || this.settings.matchIds) return;
    // New races of a new day may have come with it: follow every open event not yet followed.
    const known = new Set(this.state.events.map((e) => e.matchId));
    this.state.events.push(...(await loadEvents(this.settings.database, this.settings.trading, this.clock(), known)));
  }

  private track(work: Promise<void>): void {
    const guarded = this.guard(work).finally(() => this.background.delete(guarded));
    this.background.add(guarded);
  }

  private guard(work: Promise<void>): Promise<void> {
    return work.catch((error: unknown) => this.settings.log.error({ err: error }, 'simulator action failed'));
  }
}
