import { reject, type Command, type Outcome } from '../shared/commands.ts';
import type { CommandForwarder } from './command-forwarder.ts';
import type { MarketOwnership } from './market-ownership.ts';
import { forwardedOutcome, keyOf, ranHereOutcome } from './route-decisions.ts';
import { shardOf } from './shard-of.ts';

/** How a trading service sends its commands when several processes share the markets (trading-service.ts). */
export interface CommandRouter {
  submit(command: Command): Promise<Outcome>;
  /** Whether this process holds the market's book now. */
  holds(marketId: number): boolean;
  readonly figures: OwnershipFigures;
}

/** What /metrics shows of the ownership. */
export interface OwnershipFigures {
  shardsOwned: number;
  forwardedIn: number;
  forwardedOut: number;
  /** Batches refused by their fence (this process had lost a shard of theirs). */
  fenced: number;
}

/** How long a command looks for its market's owner (a takeover is due within a few seconds) before TRY_AGAIN. */
const SEEK_MS = 8_000;
const NOT_NOW = reject('TRY_AGAIN', 'Your bet could not be processed just now; nothing was placed. Please try again.');

/**
 * Sends each command where its market's book lives: run here when this process owns the shard,
 * else forwarded to the owner, whose answer is the caller's. A command that finds no owner (a
 * move or a takeover under way) waits for the next read of the leases. A command in flight to
 * an owner that died may have run: a keyed placement is sent again (the new owner finds it by its
 * client_ref if it committed), anything else is OUTCOME_UNKNOWN; one that was never delivered, or
 * that the owner refused because the shard had moved, simply goes to the new owner.
 */
export class MarketRouter implements CommandRouter {
  /** Commands running here, by shard: a shard is handed back once none is left. */
  private readonly running = new Map<number, number>();
  private readonly idle = new Map<number, (() => void)[]>();
  /** Keyed placements forwarded here and still running: a repeat from another process shares the answer. */
  private readonly keyed = new Map<string, Promise<Outcome | null>>();

  constructor(
    private readonly ownership: MarketOwnership,
    private readonly forwarder: CommandForwarder,
    private readonly runHere: (command: Command) => Promise<Outcome>,
  ) {
    forwarder.onRequest((command) => this.fromElsewhere(command));
    ownership.onChange(() => forwarder.keepOnly(ownership.members));
  }

  get figures(): OwnershipFigures {
    const { shardsOwned, fencedBatches } = this.ownership;
    return { shardsOwned, forwardedIn: this.forwarder.received, forwardedOut: this.forwarder.sent, fenced: fencedBatches };
  }

  holds(marketId: number): boolean {
    return this.ownership.home(marketId)?.here === true;
  }

  async submit(command: Command): Promise<Outcome> {
    const until = Date.now() + SEEK_MS;
    for (;;) {
      const home = this.ownership.home(command.marketId);
      if (home?.here) {
        const outcome = await this.here(command);
        if (outcome) return outcome;
      } else if (home) {
        const outcome = forwardedOutcome(await this.forwarder.send(home.member, command), command);
        if (outcome) return outcome;
      }
      if (Date.now() > until) return NOT_NOW;
      await this.ownership.changed(250);
    }
  }

  /** Resolves once no command of the shard runs here (it is being handed back: none starts). */
  drained(shard: number): Promise<void> {
    if (!this.running.has(shard)) return Promise.resolve();
    return new Promise((resolve) => this.idle.set(shard, [...(this.idle.get(shard) ?? []), resolve]));
  }

  /** A command another process forwarded: run if the shard is ours, else null (it goes to the new owner). */
  private fromElsewhere(command: Command): Promise<Outcome | null> {
    if (!this.holds(command.marketId)) return Promise.resolve(null);
    const key = keyOf(command);
    const same = key ? this.keyed.get(key) : undefined;
    if (same) return same;
    const run = this.here(command);
    if (key) {
      this.keyed.set(key, run);
      const done = () => this.keyed.delete(key);
      void run.then(done, done);
    }
    return run;
  }

  /** Runs a command here; null when its batch was refused by the fence (nothing written; the shard moved). */
  private async here(command: Command): Promise<Outcome | null> {
    const shard = shardOf(command.marketId);
    this.running.set(shard, (this.running.get(shard) ?? 0) + 1);
    const fenced = this.ownership.fencedBatches;
    let outcome: Outcome;
    try {
      outcome = await this.runHere(command);
    } finally {
      const left = this.running.get(shard)! - 1;
      if (left > 0) this.running.set(shard, left);
      else {
        this.running.delete(shard);
        for (const wake of this.idle.get(shard) ?? []) wake();
        this.idle.delete(shard);
      }
    }
    return ranHereOutcome(outcome, fenced, this.ownership.fencedBatches);
  }
}
