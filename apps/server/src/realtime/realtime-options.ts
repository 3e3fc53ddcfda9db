/** Tunables of the live channel; tests shrink them through `app.realtime.configure`. */
export interface RealtimeOptions {
  /** Ping interval; a connection that has not answered one ping by the next is dropped. */
  heartbeatMs: number;
  /** At most one market message per stream per this many milliseconds. */
  coalesceMs: number;
  /** A socket with more bytes than this still waiting to be written is cut off as a slow consumer. */
  maxBufferedBytes: number;
  /** Streams one connection may follow at once, so no client can make the server hold unbounded state. */
  maxSubscriptions: number;
  /** Client messages a socket may send: a token bucket refilled at this rate per second ... */
  messagesPerSecond: number;
  /** ... holding at most this many, so a burst (a page opening many streams) passes. */
  messageBurst: number;
  /** Open sockets per customer; a further one closes that customer's oldest. */
  maxSocketsPerUser: number;
  /** A socket opened without a token must send `{type:'auth'}` within this many milliseconds. */
  authTimeoutMs: number;
}

export const defaultRealtimeOptions: Readonly<RealtimeOptions> = {
  heartbeatMs: 30_000,
  coalesceMs: 100,
  maxBufferedBytes: 1024 * 1024,
  maxSubscriptions: 200,
  messagesPerSecond: 20,
  messageBurst: 50,
  maxSocketsPerUser: 5,
  authTimeoutMs: 5_000,
};
