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
  whileLeading(start: () => StopWork | Promise<StopWork>): void;
  stop(): Promise<void>;
}

/** The embedded default: one process, always the leader. */
export class SoloLeadership implements Leadership {
  readonly isLeader = true;
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

/**
 * Leadership by `pg_try_advisory_lock` on a connection of its own: the lock lives as long as that
 * session, so a leader killed with -9 releases it at once and a follower, asking every
 * `retryMs`, takes over within that time. The key is the schema's name, so databases side by
 * side in one server (tests, tenants) each have their own leader.
 */
export class AdvisoryLockLeadership implements Leadership {
  private client: pg.Client | null = null;
  private leading = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly starts: (() => StopWork | Promise<StopWork>)[] = [];
  private running: StopWork[] = [];

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly lockName: string,
    private readonly retryMs = 1_000,
    private readonly log: (message: string) => void = () => undefined,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** Begins trying for leadership; resolves after the first try. */
  async start(): Promise<void> {
    await this.attempt();
  }

  whileLeading(start: () => StopWork | Promise<StopWork>): void {
    this.starts.push(start);
    if (this.leading)
      void Promise.resolve()
        .then(start)
        .then((stop) => this.running.push(stop), this.onError);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.resign();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.client) {
        const client = new pg.Client(this.connection);
        // The session ended (the server or the network dropped it): the lock went with it.
        client.on('error', () => void this.lost(client));
        client.on('end', () => void this.lost(client));
        await client.connect();
        this.client = client;
      }
      const { rows } = await this.client.query<{ won: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS won', [this.lockName]);
      if (rows[0]?.won && !this.leading) await this.lead();
    } catch {
      // Not reachable just now: try again later.
    }
    if (!this.leading && !this.stopped) this.timer = setTimeout(() => void this.attempt(), this.retryMs).unref();
  }

  private async lead(): Promise<void> {
    this.leading = true;
    this.log('this process now runs the singleton work (leader)');
    for (const start of this.starts) {
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
    await this.resign();
    if (!this.stopped) this.timer = setTimeout(() => void this.attempt(), this.retryMs).unref();
  }

  private async resign(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    this.log('leadership lost: singleton work stopped');
    for (const stop of this.running.splice(0).reverse()) await stop();
  }
}
