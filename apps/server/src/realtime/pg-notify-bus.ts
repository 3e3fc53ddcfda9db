import pg from 'pg';
import type { BusMessage, Envelope, RealtimeBus } from './realtime-bus.ts';
import { newOrigin } from './realtime-bus.ts';

/** NOTIFY payloads must stay under 8,000 bytes; a larger change is sent as "read it yourself". */
const MAX_PAYLOAD = 7_900;

/**
 * The bus over PostgreSQL's LISTEN/NOTIFY, for several processes on one database without Redis.
 * One connection listens, one publishes (a single connection keeps NOTIFYs in publish order).
 * The channel is named after the schema, so databases side by side do not hear each other. A
 * change too large for a payload goes as `oversized`, and receivers rebuild it from the database.
 */
export class PgNotifyBus implements RealtimeBus {
  readonly origin = newOrigin();
  private readonly handlers: ((body: BusMessage) => void)[] = [];
  private listener: pg.Client | null = null;
  private publisher: pg.Client | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
    private readonly onOversized: (key: string) => void,
    private readonly log: (error: unknown) => void,
  ) {}

  static async open(
    connection: pg.ClientConfig,
    schema: string,
    onOversized: (key: string) => void,
    log: (error: unknown) => void,
  ): Promise<PgNotifyBus> {
    const channel = `live_${schema.replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63).toLowerCase();
    const bus = new PgNotifyBus(connection, channel, onOversized, log);
    await bus.connect();
    return bus;
  }

  publish(body: BusMessage): Promise<boolean> {
    let payload = JSON.stringify({ origin: this.origin, body } satisfies Envelope);
    if (payload.length > MAX_PAYLOAD && body.kind === 'market') payload = JSON.stringify({ origin: this.origin, oversized: body.key });
    if (payload.length > MAX_PAYLOAD) {
      this.log(new Error(`live message too large for NOTIFY (${payload.length} bytes)`));
      return Promise.resolve(false);
    }
    // Not sent while reconnecting (no publisher): false, so a caller that must be heard knows.
    const sent = this.queue.then(async () => {
      if (!this.publisher) return false;
      await this.publisher.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
      return true;
    });
    this.queue = sent.catch((error: unknown) => this.log(error));
    return sent.catch(() => false);
  }

  onMessage(handler: (body: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    await Promise.all([this.listener?.end(), this.publisher?.end()].map((p) => p?.catch(() => undefined)));
  }

  private async connect(): Promise<void> {
    const listener = new pg.Client(this.connection);
    const publisher = new pg.Client(this.connection);
    for (const client of [listener, publisher]) client.on('error', (error) => this.reconnect(error));
    await Promise.all([listener.connect(), publisher.connect()]);
    listener.on('notification', (n) => this.receive(n.payload ?? ''));
    await listener.query(`LISTEN ${this.channel}`);
    this.listener = listener;
    this.publisher = publisher;
  }

  private receive(payload: string): void {
    let envelope: Envelope & { oversized?: string };
    try {
      envelope = JSON.parse(payload);
    } catch {
      return;
    }
    if (envelope.origin === this.origin) return;
    if (envelope.oversized) return this.onOversized(envelope.oversized);
    for (const handler of this.handlers) handler(envelope.body);
  }

  /** A dropped connection: open both again (messages meanwhile are lost; a gap-free image comes with the next subscribe). */
  private reconnect(error: unknown): void {
    this.log(error);
    if (this.closed) return;
    const old = [this.listener, this.publisher];
    this.listener = this.publisher = null;
    for (const client of old) void client?.end().catch(() => undefined);
    setTimeout(() => void this.connect().catch((e: unknown) => this.reconnect(e)), 1_000).unref();
  }
}
