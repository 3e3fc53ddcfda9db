import type { BalanceMessage, CashoutMessage, MarketChange, MarketImage, OrderMessage, RiskMessage } from '@bx/contract';
import { wsCloseCode } from '@bx/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { hashToken, type AuthUser, type EndedSessions } from '../modules/auth/token-store.ts';
import { encodeMessage, LiveConnection } from './live-connection.ts';
import { MarketChannel } from './market-channel.ts';
import { MessageBudget } from './message-budget.ts';
import { parseClientMessage } from './parse-client-message.ts';
import { defaultRealtimeOptions, type RealtimeOptions } from './realtime-options.ts';
import type { RealtimeBus } from './realtime-bus.ts';

/** Where full images come from (the money core); the image may be personal, hence the user. */
export interface MarketSource {
  image(marketId: string, userId: number): Promise<MarketImage | null>;
}

type VerifyToken = (token: string) => Promise<AuthUser | null>;

/** The live channel's server side: connections, streams, and the publish calls of the rest of the server. */
export class RealtimeHub {
  readonly options: RealtimeOptions = { ...defaultRealtimeOptions };
  private source: MarketSource | null = null;
  private readonly connections = new Set<LiveConnection>();
  private readonly byUser = new Map<number, Set<LiveConnection>>();
  private readonly channels = new Map<string, MarketChannel>();
  private heartbeat: NodeJS.Timeout | null = null;
  private bus: RealtimeBus | null = null;
  /** Client messages received and server messages sent since start (for /metrics). */
  readonly counts = { received: 0, sent: 0 };

  constructor(
    private readonly verify: VerifyToken,
    private readonly log: FastifyBaseLogger,
    /** Drops a user's remembered tokens in this process (TokenStore.forgetUser). */
    private readonly forgetUser: (userId: number) => void,
  ) {}

  setMarketSource(source: MarketSource): void {
    this.source = source;
  }

  /**
   * Joins the other server processes (realtime-bus.ts): what this process publishes goes to them
   * too, and what they publish reaches this process's sockets.
   */
  attachBus(bus: RealtimeBus): void {
    this.bus = bus;
    bus.onMessage((body) => {
      if (body.kind === 'market') this.deliverMarket(body.key, body.change);
      else if (body.kind === 'user') this.deliverToUser(body.userId, body.message);
      else this.sessionsEnded({ userId: body.userId, only: body.only, except: body.except });
    });
  }

  /** Call after each commit that changed a book or status; the hub coalesces. */
  publishMarket(marketId: string, change: MarketChange): void {
    this.deliverMarket(marketId, change);
    void this.bus?.publish({ kind: 'market', key: marketId, change });
  }

  /** A change for this process's subscribers only (one that came over the bus). */
  deliverMarket(key: string, change: MarketChange): void {
    this.channels.get(key)?.publish(change);
  }

  /**
   * Whether any socket follows this stream: publishers skip building what nobody reads. With
   * other processes on the bus, one of theirs may: always yes.
   */
  isWatched(key: string): boolean {
    return this.bus !== null || this.channels.has(key);
  }

  /** Whether any socket of this user is open (here, or possibly on another process). */
  isListening(userId: number): boolean {
    return this.bus !== null || this.byUser.has(userId);
  }

  /** Open, authenticated sockets. */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Whether any logged-in user has a socket open at all (here, or possibly on another process). */
  hasListeners(): boolean {
    return this.bus !== null || this.byUser.size > 0;
  }

  publishToUser(userId: number, message: OrderMessage | BalanceMessage | RiskMessage | CashoutMessage): void {
    this.deliverToUser(userId, message);
    void this.bus?.publish({ kind: 'user', userId, message });
  }

  /**
   * Ends sessions of a user at once, on every process: the sockets of the ended tokens close
   * (4401 "session ended", as a revoked token's), a user's other sockets stay, and every process
   * forgets the user's remembered tokens (TokenStore.forgetUser), so the next request reads the
   * revoke; a logout, a password change, a lock or a self-exclusion must not wait for the next
   * heartbeat or the token cache's second. Called by TokenStore after each revoke (wired in
   * register-realtime.ts), which awaits it before the revoking call answers: true once the bus has
   * taken the message (or there is no other process to tell), false when it could not (the store
   * waits the cache out then).
   */
  endSessions(ended: EndedSessions): Promise<boolean> {
    this.sessionsEnded(ended);
    return this.bus?.publish({ kind: 'end-sessions', ...ended }) ?? Promise.resolve(true);
  }

  private sessionsEnded({ userId, only, except }: EndedSessions): void {
    this.forgetUser(userId);
    for (const connection of [...(this.byUser.get(userId) ?? [])]) {
      const hash = only === undefined && except === undefined ? null : hashToken(connection.token);
      if ((only !== undefined && hash !== only) || (except !== undefined && hash === except)) continue;
      this.drop(connection, wsCloseCode.unauthorized, 'session ended');
    }
  }

  private deliverToUser(userId: number, message: OrderMessage | BalanceMessage | RiskMessage | CashoutMessage): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    const data = encodeMessage(message);
    for (const connection of sockets) connection.send(data);
  }

  /** Adjusts the tunables at run time; a new heartbeat interval restarts the heartbeat. */
  configure(options: Partial<RealtimeOptions>): void {
    Object.assign(this.options, options);
    if (this.heartbeat) this.start();
  }

  start(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs).unref();
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const channel of this.channels.values()) channel.stop();
  }

  /**
   * Takes over an upgraded socket. With a token (from `?token=`) it is live at once; without, its
   * first message must be `{type:'auth', token}` within `authTimeoutMs` (api.md), and messages
   * that arrive while that token is checked are kept and handled after it. Listeners attach at
   * once so no frame is missed.
   */
  accept(socket: WebSocket, authenticated: { user: AuthUser; token: string } | null): void {
    const budget = new MessageBudget(this.options.messagesPerSecond, this.options.messageBurst);
    let connection: LiveConnection | null = null;
    let pending: { data: RawData; isBinary: boolean }[] | null = null;
    const overBudget = () => {
      const message = encodeMessage({ type: 'error', message: 'too many messages: slow down' });
      if (connection) {
        connection.send(message);
        this.drop(connection, wsCloseCode.overLimit, 'too many messages');
      } else {
        socket.send(message);
        socket.close(wsCloseCode.overLimit, 'too many messages');
      }
    };
    const handle = (data: RawData, isBinary: boolean) => {
      // A dropped connection may still be finishing its close handshake; it must not rejoin streams.
      if (!connection || connection.closed) return;
      const message = parseClientMessage(data, isBinary);
      if ('error' in message) connection.sendMessage({ type: 'error', message: message.error });
      else if (message.type === 'subscribe') for (const key of message.market_ids) void this.subscribe(connection, key);
      else if (message.type === 'unsubscribe') for (const key of message.market_ids) this.unsubscribe(connection, key);
    };
    const live = (user: AuthUser, token: string) => {
      const joined = (connection = this.connect(socket, user, token));
      for (const frame of pending?.splice(0) ?? []) handle(frame.data, frame.isBinary);
      pending = null;
      // A revoke that landed between the token's check and now found no socket here to close:
      // check once more, now that one would (usually the token cache answers). A failing store
      // is not a revoked token (as in the heartbeat).
      const recheck = (still: AuthUser | null) => {
        if (!still) this.drop(joined, wsCloseCode.unauthorized, 'session ended');
      };
      void this.verify(token).then(recheck, () => undefined);
    };
    socket.on('message', (data, isBinary) => {
      this.counts.received += 1;
      if (!budget.take()) return overBudget();
      if (connection) return handle(data, isBinary);
      if (pending) return void pending.push({ data, isBinary });
      const first = parseClientMessage(data, isBinary);
      if ('error' in first || first.type !== 'auth') return socket.close(wsCloseCode.unauthorized, 'send {type:"auth", token} first');
      pending = [];
      void this.verify(first.token).then(
        (user) => (user ? live(user, first.token) : socket.close(wsCloseCode.unauthorized, 'log in again')),
        () => socket.close(wsCloseCode.unauthorized, 'log in again'),
      );
    });
    if (authenticated) return live(authenticated.user, authenticated.token);
    const timer = setTimeout(() => {
      if (!connection) socket.close(wsCloseCode.unauthorized, 'no auth message');
    }, this.options.authTimeoutMs);
    timer.unref();
    socket.on('close', () => clearTimeout(timer));
  }

  /** An authenticated socket joins its customer's sockets; beyond the cap the oldest is closed. */
  private connect(socket: WebSocket, user: AuthUser, token: string): LiveConnection {
    const connection = new LiveConnection(socket, user, token, this.options, this.counts, (c) =>
      this.drop(c, wsCloseCode.slowConsumer, 'slow consumer'),
    );
    this.connections.add(connection);
    let sockets = this.byUser.get(user.userId);
    if (!sockets) this.byUser.set(user.userId, (sockets = new Set()));
    sockets.add(connection);
    // A Set keeps insertion order: the first is the customer's oldest socket.
    while (sockets.size > this.options.maxSocketsPerUser) {
      const oldest = sockets.values().next().value!;
      oldest.sendMessage({ type: 'error', message: `at most ${this.options.maxSocketsPerUser} connections per customer` });
      this.drop(oldest, wsCloseCode.overLimit, 'too many connections');
    }
    socket.on('pong', () => (connection.alive = true));
    socket.on('close', () => this.drop(connection));
    return connection;
  }

  private async subscribe(connection: LiveConnection, marketId: string): Promise<void> {
    const source = this.source;
    if (!source) return connection.sendMessage({ type: 'error', message: 'unknown market', market_id: marketId });
    if (!connection.subscriptions.has(marketId) && connection.subscriptions.size >= this.options.maxSubscriptions) {
      return connection.sendMessage({
        type: 'error',
        message: `at most ${this.options.maxSubscriptions} markets at once`,
        market_id: marketId,
      });
    }
    const attempt = {};
    connection.subscriptions.set(marketId, attempt);
    let channel = this.channels.get(marketId);
    if (!channel) this.channels.set(marketId, (channel = new MarketChannel(marketId, this.options)));
    const seq = channel.beginJoin(connection);
    let image: MarketImage | null = null;
    let failed = false;
    try {
      image = await source.image(marketId, connection.user.userId);
    } catch (error) {
      failed = true;
      this.log.error({ err: error, marketId }, 'market image failed');
    }
    // An unsubscribe, a newer subscribe or a disconnect during the read makes this one void.
    if (connection.subscriptions.get(marketId) !== attempt) return;
    if (!image) {
      this.unsubscribe(connection, marketId);
      return connection.sendMessage({
        type: 'error',
        message: failed ? 'market unavailable, try again' : 'unknown market',
        market_id: marketId,
      });
    }
    channel.completeJoin(connection, { ...image, type: 'market', market_id: marketId, seq, image: true });
  }

  private unsubscribe(connection: LiveConnection, marketId: string): void {
    connection.subscriptions.delete(marketId);
    const channel = this.channels.get(marketId);
    if (!channel) return;
    channel.leave(connection);
    if (channel.empty) this.channels.delete(marketId);
  }

  /** Forgets a connection at once (its socket may take a while to finish closing). */
  private drop(connection: LiveConnection, code?: number, reason?: string): void {
    if (connection.closed) return;
    connection.closed = true;
    for (const marketId of [...connection.subscriptions.keys()]) this.unsubscribe(connection, marketId);
    this.connections.delete(connection);
    const sockets = this.byUser.get(connection.user.userId);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byUser.delete(connection.user.userId);
    if (code !== undefined) connection.socket.close(code, reason);
  }

  /**
   * Heartbeat: a connection that did not answer the last ping is dead and terminated; the others
   * are pinged. The token is checked again too, so a logout or password change ends its sockets.
   */
  private async beat(): Promise<void> {
    for (const connection of [...this.connections]) {
      if (!connection.alive) {
        this.drop(connection);
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
    const byToken = new Map<string, LiveConnection[]>();
    for (const connection of this.connections) byToken.set(connection.token, [...(byToken.get(connection.token) ?? []), connection]);
    const checks = [...byToken].map(async ([token, connections]) => {
      // A failing store is not a revoked token: keep the sockets and check again next beat.
      const live = await this.verify(token).then(Boolean, () => true);
      if (!live) for (const connection of connections) this.drop(connection, wsCloseCode.unauthorized, 'session ended');
    });
    await Promise.all(checks);
  }
}
