import { realtimeServerMessage, type MarketImage, type RealtimeClientMessage, type RealtimeServerMessage } from '@bx/contract';
import type { AddressInfo } from 'node:net';
import { WebSocket, type ClientOptions } from 'ws';
import type { TestContext } from '../helpers/test-app.ts';

/** Starts the test app on a free loopback port; returns the ws:// base of its socket. */
export async function listen(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/ws`;
}

/** A fresh token of a seeded demo account, through user/login. */
export async function tokenFor(ctx: TestContext, userName: string, password = 'demo1234'): Promise<{ token: string; userId: number }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { user_name: userName, password } });
  const body = res.json();
  if (body.status !== true) throw new Error(`login as ${userName} failed: ${body.message}`);
  return { token: body.data.token, userId: Number(body.data.user_id) };
}

/** A test client that records every server message and can wait for the next matching one. */
export class LiveClient {
  readonly messages: RealtimeServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(realtimeServerMessage.parse(JSON.parse(String(data))));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  static async open(url: string, options?: ClientOptions): Promise<LiveClient> {
    const client = new LiveClient(new WebSocket(url, options));
    await new Promise<void>((resolve, reject) => {
      client.socket.once('open', () => resolve());
      client.socket.once('error', reject);
    });
    return client;
  }

  send(message: RealtimeClientMessage | Record<string, unknown> | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first recorded message from index `from` on that matches, waiting up to `ms` for it. */
  async next<T extends RealtimeServerMessage>(match: (m: RealtimeServerMessage) => m is T, from = 0, ms = 3000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${ms} ms; got ${JSON.stringify(this.messages.slice(from))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.terminate();
  }
}

export const marketMessage =
  (marketId: string, image?: boolean) =>
  (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: 'market' }> =>
    m.type === 'market' && m.market_id === marketId && (image === undefined || m.image === image);

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test double of the money core: serves images from plain objects the test changes. */
export class FakeMarketSource {
  readonly images = new Map<string, MarketImage>();
  async image(marketId: string): Promise<MarketImage | null> {
    const image = this.images.get(marketId);
    return image ? structuredClone(image) : null;
  }
}

export function twoRunnerMarket(marketId: string): MarketImage {
  return {
    market_id: marketId,
    status: 'OPEN',
    in_play: false,
    fancies: [],
    runners: [
      { selection_id: 1, name: 'Home', status: 'ACTIVE', back: [{ price: 1.9, size: 100 }], lay: [{ price: 1.92, size: 50 }] },
      { selection_id: 2, name: 'Away', status: 'ACTIVE', back: [{ price: 2.1, size: 80 }], lay: [{ price: 2.12, size: 40 }] },
    ],
  };
}
