import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { createShards, holdShards, leaveMembers, readLeases, releaseShards, renewMember, takeShards } from './shard-leases.ts';
import type { MemberPresence } from './member-presence.ts';
import { SHARD_COUNT } from './shard-of.ts';
import { fenceOf, followLeases, homeOf, shardsToHandBack, shardsToTake, type LeaseView, type ShardHome } from './shard-layout.ts';

export interface OwnershipTiming {
  /** How often a process renews its membership and reads the leases (ms). */
  tickMs: number;
  /**
   * How long a membership lasts unrenewed (ms): a paused or cut-off owner's shards are free this
   * long after its last renewal (a dead one's as soon as its presence session closes).
   */
  ttlMs: number;
  /** How long the database lets a batch transaction sit idle before ending it (a paused process). */
  idleMs: number;
}

const TIMING: OwnershipTiming = { tickMs: 500, ttlMs: 2_500, idleMs: 2_000 };

/** The batch was refused by its fence: a shard of it belongs to another process now. */
export class FencedOut extends Error {
  constructor(shards: number[]) {
    super(`shards ${shards.join(', ')} were taken by another process: the batch did not commit`);
  }
}

/**
 * This process's share of the markets' books when several server processes share PostgreSQL.
 * Every process renews a membership row; shard s belongs to the (s mod n)-th live member, sorted,
 * so all agree on the layout without talking. A process takes the free shards that are its due
 * (a new fencing token each) and hands back, once drained, those that are another's: shards
 * spread evenly and move back when a process joins. An owner that dies loses its presence lock
 * with its connection: its shards are free at once and taken by the survivors (or by itself,
 * restarted) at their next tick. One that is paused or cut off stops renewing: its shards are
 * free `ttlMs` later.
 */
export class MarketOwnership {
  readonly member = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  /** What this process holds: the shards with their tokens, those being drained, those handed back (shard-layout.ts). */
  private readonly held = { owned: new Map<number, number>(), releasing: new Set<number>(), handedBack: new Map<number, number>() };
  private view: LeaseView = { members: [], leases: [] };
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private ticking: Promise<void> | null = null;
  private readonly listeners: (() => void)[] = [];
  private waiters: (() => void)[] = [];
  /** Batches refused by their fence so far: a command that failed then may be sent on (market-router.ts). */
  fencedBatches = 0;

  constructor(
    private readonly db: Kysely<Database>,
    /** Ends this process's membership with its connection (a restart or a survivor need not wait for it to expire). */
    private readonly presence: MemberPresence,
    /** Waits until no command of the shard is running here (market-router.ts). */
    private readonly drained: (shard: number) => Promise<void>,
    private readonly log: (error: unknown) => void,
    private readonly timing: OwnershipTiming = TIMING,
  ) {}

  /** Joins, takes what is free and due, and keeps doing so every `tickMs`. */
  async start(): Promise<void> {
    await createShards(this.db, SHARD_COUNT);
    await this.tick();
  }

  get shardsOwned(): number {
    return this.held.owned.size;
  }

  /** The live processes, as last read. */
  get members(): readonly string[] {
    return this.view.members;
  }

  home(marketId: number): ShardHome {
    return homeOf(marketId, this.member, this.held, this.view.leases);
  }

  /** Called after every read of the leases (the router settles commands sent to a process that is gone). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Resolves at the next read of the leases, or after `ms`. */
  changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** The batch's fence (run-postgres-batch.ts): its shards held with our tokens, or it does not commit. */
  readonly fence = async (trx: Transaction<Database>, marketIds: number[]): Promise<void> => {
    const { shards, tokens } = fenceOf(marketIds, this.held.owned);
    const held = tokens ? await holdShards(trx, shards, tokens, this.timing.idleMs) : new Set<number>();
    const lost = shards.filter((s) => !held.has(s));
    if (lost.length === 0) return;
    this.fencedBatches += 1;
    for (const s of lost) this.held.owned.delete(s);
    throw new FencedOut(lost);
  };

  /** Stops taking shards, hands back every one once drained and leaves the membership. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.ticking;
    await this.release([...this.held.owned.keys()]).catch(this.log);
    await leaveMembers(this.db, this.member).catch(this.log);
    await this.presence.end();
    this.wake();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => this.schedule());
    }, this.timing.tickMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.presence.hold(this.member);
      await renewMember(this.db, this.member, this.timing.ttlMs);
      this.view = await readLeases(this.db);
      this.follow();
      await this.rebalance();
    } catch (error) {
      this.log(error);
    }
    this.wake();
    if (!this.timer) this.schedule();
  }

  /** Drops shards another process took (our batches there would be fenced anyway) and adopts ours we lost track of. */
  private follow(): void {
    const { adopt, drop } = followLeases(this.view.leases, this.member, this.held);
    for (const [shard, token] of adopt) this.held.owned.set(shard, token);
    for (const shard of drop) this.held.owned.delete(shard);
  }

  private async rebalance(): Promise<void> {
    const free = shardsToTake(this.view, this.member, this.held);
    if (free.length > 0 && !this.stopped) {
      for (const [shard, token] of await takeShards(this.db, this.member, free)) this.held.owned.set(shard, token);
    }
    const handBack = shardsToHandBack(this.view.members, this.member, this.held);
    // Off the tick: draining waits for the shard's commands in flight.
    if (handBack.length > 0) void this.release(handBack).catch(this.log);
  }

  private async release(shards: number[]): Promise<void> {
    for (const s of shards) this.held.releasing.add(s);
    try {
      await Promise.all(shards.map((s) => this.drained(s)));
      await releaseShards(this.db, this.member, shards);
      for (const s of shards) {
        this.held.handedBack.set(s, this.held.owned.get(s)!);
        this.held.owned.delete(s);
      }
    } finally {
      for (const s of shards) this.held.releasing.delete(s);
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
    for (const listener of this.listeners) listener();
  }
}
