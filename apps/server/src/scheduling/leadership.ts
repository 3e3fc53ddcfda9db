import pg from 'pg';

/** Stops a piece of singleton work (a table clock, the demo world). */
export type StopWork = () => void | Promise<void>;

/**
 * Which process runs the singleton work: the demo world, the casino table clocks, the binary and
 * matka schedulers. With one process (SQLite) that process; with several on one PostgreSQL
 * database, the one holding a session advisory lock. Work registered with `whileLeading` starts
 * when leadership is won and stops when it is lost, so it never runs twice for long; every such
 * job also keeps its own database guards (a round's seat is taken by one atomic update), so the
 * moment two processes might overlap changes nothing.
 */
export interface Leadership {
  readonly isLeader: boolean;
  /** When this process last became the leader; null while it is not. */
  readonly since: Date | null;
  whileLeading(start: () => StopWork | Promise<StopWork>): void;
  stop(): Promise<void>;
}

/** The embedded default: one process, always the leader. */
export class SoloLeadership implements Leadership {
  readonly isLeader = true;
  readonly since = new Date();
  private readonly stops: StopWork[] = [];

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  whileLeading(start: () => StopWork | Promise<StopWork>): void {
    void Promise.resolve()
      .then(start)
      .then((stop) => this.stops.push(stop), this.onError);
  }

  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0).reverse()) await stop();
  }
}

/** A wait for the lock ran out (lock_timeout): nobody let go meanwhile. */
const LOCK_TIMEOUT = '55P03';

/**
 * Leadership by a session advisory lock on a connection of its own: the lock lives as long as
 * that session. A follower does not poll: it waits on the server for the lock (`pg_advisory_lock`
 * bounded by lock_timeout = `waitMs`, then waits again), so it takes over the moment the leader
 * lets go: a leader stopping gracefully releases the lock as soon as its work has stopped, and
 * one killed with -9 loses it with its session. The key is the schema's name, so databases side
 * by side in one server (tests, tenants) each have their own leader.
 */
export class AdvisoryLockLeadership implements Leadership {
  private client: pg.Client | null = null;
  private leading = false;
  private leadingSince: Date | null = null;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  /** One try at a time: two would open two sessions, and one left waiting could take the lock for nobody. */
  private attempting = false;
  private readonly starts: (() => StopWork | Promise<StopWork>)[] = [];
  private running: StopWork[] = [];

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly lockName: string,
    /** How long one wait for the lock lasts, and the pause before reconnecting to an unreachable database. */
    private readonly waitMs = 1_000,
    private readonly log: (message: string) => void = () => undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  get since(): Date | null {
    return this.leadingSince;
  }

  /** Takes the lock if it is free (without waiting: a start is not held up), then keeps waiting for it. */
  async start(): Promise<void> {
    await this.attempt(false);
  }

  whileLeading(start: () => StopWork | Promise<StopWork>): void {
    this.starts.push(start);
    if (this.leading)
      void Promise.resolve()
        .then(start)
        .then((stop) => this.running.push(stop), this.onError);
  }

  /**
   * Hands leadership over: the singleton work stops first (it still counts as leading until it
   * has), then the lock is released, so a waiting follower leads at once; only then may the
   * caller drain and close the rest. Safe to call twice.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    if (this.leading) {
      for (const stop of this.running.splice(0).reverse()) {
        try {
          await stop();
        } catch (error) {
          this.onError(error);
        }
      }
      await client?.query('SELECT pg_advisory_unlock(hashtext($1))', [this.lockName]).catch(() => undefined);
      this.resigned();
    }
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async attempt(wait: boolean): Promise<void> {
    if (this.stopped || this.leading || this.attempting) return;
    this.attempting = true;
    let next = this.waitMs;
    try {
      const client = this.client ?? (await this.connect());
      const won = wait
        ? (await client.query('SELECT pg_advisory_lock(hashtext($1))', [this.lockName]), true)
        : (await client.query<{ won: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS won', [this.lockName])).rows[0]?.won;
      // Stopped meanwhile: stop() ends the session, which releases the lock just taken.
      if (won && !this.stopped) await this.lead();
      else next = 0;
    } catch (error) {
      // The wait ran out: wait again at once. Anything else: not reachable just now, try later.
      if ((error as { code?: unknown }).code === LOCK_TIMEOUT) next = 0;
    } finally {
      this.attempting = false;
    }
    this.retry(next);
  }

  /** The next try after `ms`, replacing one already planned (a lost session and a failed try both plan one). */
  private retry(ms: number): void {
    if (this.leading || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.attempt(true), ms).unref();
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client(this.connection);
    // The session ended (the server or the network dropped it): the lock went with it.
    client.on('error', () => void this.lost(client));
    client.on('end', () => void this.lost(client));
    await client.connect();
    this.client = client;
    await client.query(`SET lock_timeout = ${Math.max(1, Math.round(this.waitMs))}`);
    return client;
  }

  private async lead(): Promise<void> {
    this.leading = true;
    this.leadingSince = new Date();
    this.log(`process ${process.pid} leads since ${this.leadingSince.toISOString()}: it runs the singleton work`);
    for (const start of this.starts) {
      if (this.stopped) break;
      try {
        this.running.push(await start());
      } catch (error) {
        this.onError(error);
      }
    }
  }

  private async lost(client: pg.Client): Promise<void> {
    if (this.client !== client) return;
    this.client = null;
    if (this.leading) {
      // Another process may lead already: this one stops counting itself before its work stops.
      this.resigned();
      for (const stop of this.running.splice(0).reverse()) await stop();
    }
    this.retry(this.waitMs);
  }

  private resigned(): void {
    this.leading = false;
    this.leadingSince = null;
    this.log(`process ${process.pid} no longer leads: singleton work stopped`);
  }
}
