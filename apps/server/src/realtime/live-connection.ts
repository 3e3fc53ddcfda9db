import type { RealtimeServerMessage } from '@bx/contract';
import { WebSocket } from 'ws';
import type { AuthUser } from '../modules/auth/token-store.ts';
import type { RealtimeOptions } from './realtime-options.ts';

/** The JSON text of a server message, encoded once so every recipient gets the same bytes. */
export function encodeMessage(message: RealtimeServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/** One client socket: who it is, what it follows, and a send that refuses to buffer without bound. */
export class LiveConnection {
  /** Cleared by each heartbeat ping, set again by the pong. */
  alive = true;
  closed = false;
  /** Stream key -> the attempt object of the current subscription (a resubscribe replaces it). */
  readonly subscriptions = new Map<string, object>();

  constructor(
    readonly socket: WebSocket,
    readonly user: AuthUser,
    readonly token: string,
    private readonly options: Readonly<RealtimeOptions>,
    private readonly counts: { sent: number },
    private readonly onSlow: (connection: LiveConnection) => void,
  ) {}

  send(data: Buffer): void {
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.onSlow(this);
      return;
    }
    this.counts.sent += 1;
    this.socket.send(data, { binary: false });
  }

  sendMessage(message: RealtimeServerMessage): void {
    this.send(encodeMessage(message));
  }
}
