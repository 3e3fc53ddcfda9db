import type { Redis } from 'ioredis';
import type { BusMessage, Envelope, RealtimeBus } from './realtime-bus.ts';
import { newOrigin } from './realtime-bus.ts';

/**
 * The bus over Redis pub/sub (REDIS_URL). Publishing goes through the shared client, whose one
 * connection keeps messages in publish order; a subscribed connection cannot send other
 * commands, so listening takes a second one. Messages sent while a connection is down are lost:
 * a subscriber's next `seq` then shows a gap and it resubscribes for a fresh image.
 */
export class RedisBus implements RealtimeBus {
  readonly origin = newOrigin();
  private readonly handlers: ((body: BusMessage) => void)[] = [];

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: (error: unknown) => void,
  ) {}

  /**
   * Starts listening. The subscription waits for Redis however long it takes (and is renewed
   * after a reconnect), so a server started while Redis is away runs, reports not ready
   * (/api/ready), and joins the fan-out once Redis answers.
   */
  static open(redis: Redis, channel: string, log: (error: unknown) => void): RedisBus {
    const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
    subscriber.on('error', log);
    const bus = new RedisBus(redis, subscriber, channel, log);
    subscriber.on('message', (from: string, payload: string) => from === channel && bus.receive(payload));
    subscriber.subscribe(channel).catch(log);
    return bus;
  }

  publish(body: BusMessage): Promise<boolean> {
    return this.publisher.publish(this.channel, JSON.stringify({ origin: this.origin, body } satisfies Envelope)).then(
      () => true,
      (error: unknown) => {
        this.log(error);
        return false;
      },
    );
  }

  onMessage(handler: (body: BusMessage) => void): void {
    this.handlers.push(handler);
  }

  /** Stops listening; the publishing client is the app's and closes with it. */
  async close(): Promise<void> {
    this.subscriber.disconnect();
  }

  private receive(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload);
    } catch {
      return;
    }
    if (envelope.origin === this.origin) return;
    for (const handler of this.handlers) handler(envelope.body);
  }
}
