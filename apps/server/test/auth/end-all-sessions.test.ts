import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage, RealtimeBus } from '../../src/realtime/realtime-bus.ts';
import { TOKEN_CACHE_MS } from '../../src/modules/auth/token-store.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

/** A bus that takes nothing (Redis away): every publish fails, as RedisBus's does then. */
class DownBus implements RealtimeBus {
  readonly origin = 'down';
  readonly sent: BusMessage[] = [];
  async publish(body: BusMessage): Promise<boolean> {
    this.sent.push(body);
    return false;
  }
  onMessage(): void {}
  async close(): Promise<void> {}
}

// Ending a user's sessions must reach the other processes' remembered tokens before the operator's
// answer. When the bus cannot carry that, the answer waits until every token remembered before
// the revoke has expired, so the next request reads the revoke wherever it lands.
describe('ending sessions when the realtime bus is down', () => {
  let w: MoneyWorld;
  const bus = new DownBus();
  beforeAll(async () => {
    w = await MoneyWorld.create('sqlite');
    w.ctx.app.realtime.attachBus(bus);
  });
  afterAll(async () => w?.close());

  it("holds the operator's answer to a user lock until the token cache's lifetime has passed", async () => {
    const c = await w.customer(0);
    const started = Date.now();
    expect(await w.call(w.adminToken, 'admin/user/status', { user_id: c.userId, user_lock: '1' })).toMatchObject({ status: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TOKEN_CACHE_MS);
    expect(bus.sent).toEqual([{ kind: 'end-sessions', userId: c.userId }]);
  });
});
