import { createServer, connect, type Server, type Socket } from 'node:net';

/** What the proxy does to the next COMMITs it sees (then it passes traffic again). */
export type CommitFault =
  /** Forward COMMIT to PostgreSQL, then cut both sides: the commit happens, its answer is lost. */
  | 'loseAnswer'
  /** Cut both sides without forwarding COMMIT: PostgreSQL rolls the transaction back. */
  | 'dropCommit';

const isCommit = (message: Buffer) =>
  message[0] === 0x51 && /^\s*commit\s*;?\s*$/i.test(message.subarray(5, message.length - 1).toString('utf8'));

/**
 * A TCP proxy in front of PostgreSQL (127.0.0.1, random port) that reads the client's side of
 * the wire protocol message by message, so it can act on a COMMIT: lose its answer or drop it.
 * `refuseConnections` turns new connections away (a database that cannot be reached).
 */
export class PgProxy {
  private fault: { kind: CommitFault; left: number; every: number; seen: number; blackout: boolean } | null = null;
  private readonly sockets = new Set<Socket>();
  refuseConnections = false;
  /** COMMITs acted on so far, by fault. */
  readonly hits: Record<CommitFault, number> = { loseAnswer: 0, dropCommit: 0 };

  private constructor(
    private readonly server: Server,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(databaseUrl: string): Promise<PgProxy> {
    const url = new URL(databaseUrl);
    let proxy: PgProxy | null = null;
    const server = createServer((socket) => proxy!.accept(socket));
    proxy = new PgProxy(server, { host: url.hostname, port: Number(url.port || 5432) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** `databaseUrl` with the proxy as its host. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String((this.server.address() as { port: number }).port);
    return url.toString();
  }

  /**
   * Acts on `count` COMMITs: every `every`-th one seen from now (1: the very next ones).
   * `blackout`: at that moment also cut every other connection and refuse new ones, so nobody
   * can ask the database what happened until `refuseConnections` is set back to false.
   */
  arm(kind: CommitFault, count: number, options: { every?: number; blackout?: boolean } = {}): void {
    this.fault = { kind, left: count, every: options.every ?? 1, seen: 0, blackout: options.blackout ?? false };
  }

  disarm(): void {
    this.fault = null;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server.close(r));
  }

  private accept(client: Socket): void {
    if (this.refuseConnections) return void client.destroy();
    const upstream = connect(this.target.port, this.target.host);
    // Set when a lost answer is staged: the COMMIT must still reach PostgreSQL after the client is cut.
    let draining = false;
    for (const s of [client, upstream]) {
      // Small protocol messages must not wait for ACKs (Nagle): 40 ms per query otherwise.
      s.setNoDelay(true);
      this.sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.sockets.delete(s);
        client.destroy();
        if (!draining) upstream.destroy();
      });
    }
    upstream.on('data', (d) => client.write(d));
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      // Complete messages go on in one write; a partial one waits for the rest.
      let whole = 0;
      // The startup message has no type byte; every later message is type, int32 length, body.
      for (;;) {
        const head = started ? 1 : 0;
        if (pending.length < whole + head + 4) break;
        const size = head + pending.readInt32BE(whole + head);
        if (pending.length < whole + size) break;
        started = true;
        const kind = isCommit(pending.subarray(whole, whole + size)) ? this.strike() : null;
        if (kind) {
          draining = kind === 'loseAnswer';
          if (this.fault?.blackout) this.blackout(upstream);
          client.destroy();
          // end() sends the COMMIT, then a FIN: PostgreSQL commits, then finds nobody to answer.
          if (draining) upstream.end(pending.subarray(0, whole + size));
          else upstream.destroy();
          return;
        }
        whole += size;
      }
      if (whole > 0) upstream.write(pending.subarray(0, whole));
      pending = pending.subarray(whole);
    });
  }

  private blackout(keep: Socket): void {
    this.refuseConnections = true;
    for (const s of this.sockets) if (s !== keep) s.destroy();
  }

  /** The fault to apply to this COMMIT, if it is one the proxy was armed for. */
  private strike(): CommitFault | null {
    const f = this.fault;
    if (!f || f.left <= 0 || ++f.seen % f.every !== 0) return null;
    f.left -= 1;
    this.hits[f.kind] += 1;
    return f.kind;
  }
}
