import { realtimeServerMessage, wsCloseCode, type BalanceMessage, type CashoutMessage, type OrderMessage } from '@bx/contract';
import { applyLiveChange, clearLiveMarkets, dropLiveMarket, setLiveImage, setLiveStatus } from './live-store.ts';

export interface LiveHandlers {
  onBalance(message: BalanceMessage): void;
  onOrder(message: OrderMessage): void;
  /** An auto cash out fired for the customer. */
  onCashout(message: CashoutMessage): void;
  /** Close code 4401: the token is no longer valid (treated like an HTTP 401). */
  onUnauthorized(): void;
}

/** The server takes at most 100 stream keys per message. */
const keysPerMessage = 100;
const firstRetryMs = 1000;
const maxRetryMs = 30_000;

// The token goes in the first message, never in the URL, where proxies would log it (api.md).
const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`;

/**
 * One WebSocket per tab (docs/realtime.md): follows the streams the open screens ask for, applies
 * each stream's image and then its changes in seq order, resubscribes on a gap, and reconnects
 * with backoff. Market state lands in the live store; balance and order messages go to handlers.
 */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private handlers: LiveHandlers | null = null;
  /** Stream key -> how many screens follow it. */
  private readonly follows = new Map<string, number>();
  /** Stream key -> the last seq applied; absent until its image arrives (changes before it are dropped). */
  private readonly seqs = new Map<string, number>();
  private retryMs = firstRetryMs;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  connect(token: string, handlers: LiveHandlers): void {
    if (this.token === token && this.socket) return;
    this.disconnect();
    this.token = token;
    this.handlers = handlers;
    this.open();
  }

  disconnect(): void {
    this.token = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'bye');
    this.seqs.clear();
    clearLiveMarkets();
  }

  /** Follows a stream while the returned function has not been called. */
  follow(key: string): () => void {
    const count = this.follows.get(key) ?? 0;
    this.follows.set(key, count + 1);
    if (count === 0) this.send('subscribe', [key]);
    return () => {
      const left = (this.follows.get(key) ?? 1) - 1;
      if (left > 0) return void this.follows.set(key, left);
      this.follows.delete(key);
      this.seqs.delete(key);
      this.send('unsubscribe', [key]);
      dropLiveMarket(key);
    };
  }

  private open(): void {
    if (!this.token) return;
    setLiveStatus('connecting');
    const socket = new WebSocket(socketUrl());
    const token = this.token;
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'auth', token }));
      this.send('subscribe', [...this.follows.keys()]);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.seqs.clear();
      clearLiveMarkets();
      if (event.code === wsCloseCode.unauthorized) return this.handlers?.onUnauthorized();
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (!this.token || this.retryTimer) return;
    // Jitter spreads the reconnects of many tabs after a server restart.
    const delay = this.retryMs * (0.75 + Math.random() / 2);
    this.retryMs = Math.min(maxRetryMs, this.retryMs * 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private send(type: 'subscribe' | 'unsubscribe', keys: string[]): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    for (let i = 0; i < keys.length; i += keysPerMessage) {
      socket.send(JSON.stringify({ type, market_ids: keys.slice(i, i + keysPerMessage) }));
    }
  }

  private receive(data: unknown): void {
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      return;
    }
    const parsed = realtimeServerMessage.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'balance') return this.handlers?.onBalance(message);
    if (message.type === 'order') return this.handlers?.onOrder(message);
    if (message.type === 'cashout') return this.handlers?.onCashout(message);
    // `risk` goes to operators' sockets only: the console opens its own (features/console/risk).
    if (message.type === 'error' || message.type === 'risk') return;
    const key = message.market_id;
    if (!this.follows.has(key)) return;
    if (message.image) {
      const { type: _type, seq, image: _image, ...image } = message;
      this.seqs.set(key, seq);
      this.retryMs = firstRetryMs;
      setLiveStatus('live');
      return setLiveImage(image);
    }
    const last = this.seqs.get(key);
    if (last === undefined || message.seq !== last + 1) {
      // Gap rule: follow again and ignore changes until the new image.
      this.seqs.delete(key);
      return this.send('subscribe', [key]);
    }
    this.seqs.set(key, message.seq);
    const { type: _type, seq: _seq, image: _image, market_id: _id, ...change } = message;
    applyLiveChange(key, change);
  }
}

/** The tab's one connection. */
export const liveSocket = new LiveSocket();
