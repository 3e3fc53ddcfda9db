import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, type LiveHandlers } from './live-socket.ts';
import { useLiveStore } from './live-store.ts';

class FakeSocket {
  static readonly OPEN = 1;
  static last: FakeSocket | null = null;
  static opened = 0;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    FakeSocket.opened += 1;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const runner = (price: number) => ({ selection_id: 1, status: 'ACTIVE', back: [{ price, size: 10 }], lay: [] });
const image = (seq: number, price: number) => ({
  type: 'market',
  market_id: '9',
  seq,
  image: true,
  status: 'OPEN',
  in_play: false,
  runners: [runner(price)],
  fancies: [],
});
const delta = (seq: number, price: number) => ({
  type: 'market',
  market_id: '9',
  seq,
  image: false,
  runners: [{ selection_id: 1, back: [{ price, size: 10 }] }],
});
const bestBack = () => useLiveStore.getState().markets['9']?.runners[0]?.back[0]?.price;

let handlers: LiveHandlers;
let live: LiveSocket;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.opened = 0;
  handlers = { onBalance: vi.fn(), onOrder: vi.fn(), onCashout: vi.fn(), onUnauthorized: vi.fn() };
  live = new LiveSocket();
  live.follow('9');
  live.connect('tok en', handlers);
  FakeSocket.last!.open();
});

afterEach(() => {
  live.disconnect();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LiveSocket', () => {
  it('connects without the token in the URL, sends it first, then subscribes to what the screens follow', () => {
    expect(FakeSocket.last!.url).toMatch(/\/api\/ws$/);
    expect(FakeSocket.last!.sent).toEqual([
      { type: 'auth', token: 'tok en' },
      { type: 'subscribe', market_ids: ['9'] },
    ]);
  });

  it('applies the image, then changes in seq order', () => {
    FakeSocket.last!.push(image(5, 2));
    FakeSocket.last!.push(delta(6, 2.5));
    expect(bestBack()).toBe(2.5);
    expect(useLiveStore.getState().status).toBe('live');
  });

  it('on a seq gap resubscribes and ignores changes until the new image', () => {
    const socket = FakeSocket.last!;
    socket.push(image(5, 2));
    socket.push(delta(7, 3));
    expect(bestBack()).toBe(2);
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', market_ids: ['9'] });
    socket.push(delta(8, 4));
    expect(bestBack()).toBe(2);
    socket.push(image(8, 4.5));
    socket.push(delta(9, 5));
    expect(bestBack()).toBe(5);
  });

  it('passes balance, order and cashout messages on', () => {
    FakeSocket.last!.push({ type: 'balance', total_balance: 90, liability: 10 });
    expect(handlers.onBalance).toHaveBeenCalledWith({ type: 'balance', total_balance: 90, liability: 10 });
    FakeSocket.last!.push({ type: 'order', event: 'matched', bet_id: 3, market_id: '9' });
    expect(handlers.onOrder).toHaveBeenCalled();
    FakeSocket.last!.push({ type: 'cashout', market_id: 9, value: 33.33, bet_ids: [4] });
    expect(handlers.onCashout).toHaveBeenCalledWith({ type: 'cashout', market_id: 9, value: 33.33, bet_ids: [4] });
  });

  it('reconnects with backoff after a drop and forgets the stale book', () => {
    FakeSocket.last!.push(image(1, 2));
    FakeSocket.last!.onclose?.({ code: 1006 });
    expect(useLiveStore.getState().markets['9']).toBeUndefined();
    expect(useLiveStore.getState().status).toBe('offline');
    vi.advanceTimersByTime(1600);
    expect(FakeSocket.opened).toBe(2);
  });

  it('logs out on close code 4401 instead of reconnecting', () => {
    FakeSocket.last!.onclose?.({ code: 4401 });
    vi.advanceTimersByTime(60_000);
    expect(handlers.onUnauthorized).toHaveBeenCalled();
    expect(FakeSocket.opened).toBe(1);
  });
});
