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
}

export const defaultRealtimeOptions: Readonly<RealtimeOptions> = {
  heartbeatMs: 30_000,
  coalesceMs: 100,
  maxBufferedBytes: 1024 * 1024,
  maxSubscriptions: 200,
};
