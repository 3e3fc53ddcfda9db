import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from './money-fixture.ts';

describe.each(testDialects())('commit listeners on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());

  it('logs a listener that throws or rejects, still tells the listeners after it, and keeps placing bets', async () => {
    const logged: string[] = [];
    const service = w.ctx.services.trading;
    service.logTo((error) => logged.push((error as Error).message));
    const heard: number[][] = [];
    service.onCommit(() => {
      throw new Error('listener threw');
    });
    service.onCommit(async () => {
      throw new Error('listener rejected');
    });
    service.onCommit((marketIds) => {
      heard.push(marketIds);
    });
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const c = await w.customer(1000);
    for (const odds of [2, 2.2, 2.4]) expect((await w.bet(c, matchId, marketId, sel[0]!, true, odds, 10)).status).toBe(true);
    expect(heard.filter((ids) => ids.includes(marketId))).toHaveLength(3);
    await new Promise((r) => setImmediate(r));
    expect(logged.filter((m) => m === 'listener threw')).toHaveLength(3);
    expect(logged.filter((m) => m === 'listener rejected')).toHaveLength(3);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 970, liability: -30 }));
  });
});
