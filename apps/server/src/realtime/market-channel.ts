import { applyMarketChange, type MarketChange, type MarketDeltaMessage, type MarketImageMessage } from '@bx/contract';
import { encodeMessage, type LiveConnection } from './live-connection.ts';
import type { RealtimeOptions } from './realtime-options.ts';

/**
 * One stream (a market, or a match's fancies): its subscribers, its sequence number and the
 * change waiting to go out. Changes are coalesced to one message per `coalesceMs`; each message
 * is serialised once and its bytes sent to every subscriber, so every subscriber sees every seq.
 */
export class MarketChannel {
  seq = 0;
  private readonly live = new Set<LiveConnection>();
  /** Subscribers waiting for their image; the messages sent meanwhile are held for them. */
  private readonly joining = new Map<LiveConnection, Buffer[]>();
  private pending: MarketChange | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly marketId: string,
    private readonly options: Readonly<RealtimeOptions>,
  ) {}

  get empty(): boolean {
    return this.live.size === 0 && this.joining.size === 0;
  }

  /**
   * Starts (or restarts) a subscription before the image is read. The image carries the seq of
   * this moment: a change committed before the read began went out at or before it (so the image
   * has it), and any later message is held and sent after the image. Messages carry latest
   * values, not increments, so one that the image already reflects does no harm.
   */
  beginJoin(connection: LiveConnection): number {
    this.live.delete(connection);
    this.joining.set(connection, []);
    return this.seq;
  }

  completeJoin(connection: LiveConnection, image: MarketImageMessage): void {
    const held = this.joining.get(connection) ?? [];
    this.joining.delete(connection);
    this.live.add(connection);
    connection.sendMessage(image);
    for (const data of held) connection.send(data);
  }

  leave(connection: LiveConnection): void {
    this.live.delete(connection);
    this.joining.delete(connection);
    if (this.empty) this.stop();
  }

  publish(change: MarketChange): void {
    if (this.empty) return;
    this.pending = this.pending ? applyMarketChange(this.pending, change) : change;
    if (this.timer) return;
    // The first change after a quiet spell goes out at once; later ones wait for the window.
    const wait = Math.max(0, this.lastSentAt + this.options.coalesceMs - performance.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private flush(): void {
    this.timer = null;
    const change = this.pending;
    if (!change) return;
    this.pending = null;
    this.lastSentAt = performance.now();
    this.seq += 1;
    const message: MarketDeltaMessage = { ...change, type: 'market', market_id: this.marketId, seq: this.seq, image: false };
    const data = encodeMessage(message);
    for (const connection of this.live) connection.send(data);
    for (const held of this.joining.values()) held.push(data);
  }
}
