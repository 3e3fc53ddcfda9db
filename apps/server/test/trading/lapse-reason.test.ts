import type { RealtimeServerMessage } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { LiveClient, listen } from '../realtime/live-client.ts';
import { MoneyWorld } from './money-fixture.ts';

const isLapsed = (m: RealtimeServerMessage): m is Extract<RealtimeServerMessage, { type: 'order' }> =>
  m.type === 'order' && m.event === 'lapsed';

// exchange-rules: "Lapse reasons are recorded". A bet whose unmatched part the system takes says
// why, in the bet lists and in the order message that tells its owner.
describe.each(testDialects())('lapse reasons on %s', (dialect) => {
  let w: MoneyWorld;
  let url: string;
  const clients: LiveClient[] = [];
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    url = await listen(w.ctx);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await w?.close();
  });

  it('names the market going in-play on a LAPSE bet, and nothing on the bets it left alone', async () => {
    const [backer, layer] = [await w.customer(1000), await w.customer(1000)];
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const lapsing = await w.bet(backer, matchId, marketId, sel[0]!, true, 2, 100, { persistence: 'LAPSE' });
    const kept = await w.bet(backer, matchId, marketId, sel[1]!, true, 3, 10, { persistence: 'PERSIST' });
    expect(await w.bet(layer, matchId, marketId, sel[0]!, false, 2, 40)).toMatchObject({ status: true, data: { matched_stack: 40 } });

    const socket = await LiveClient.open(`${url}?token=${backer.token}`);
    clients.push(socket);
    socket.send({ type: 'subscribe', market_ids: ['99999999'] });
    await socket.next((m): m is Extract<RealtimeServerMessage, { type: 'error' }> => m.type === 'error');

    await w.admin('admin/market/status', { market_id: marketId, in_play: true });
    expect(await socket.next(isLapsed)).toMatchObject({ bet_id: lapsing.data.bet_id, lapse_reason: 'IN_PLAY' });

    const own = (await w.call(backer.token, 'bet/getMarketAndFancyBet', { match_id: matchId })).data;
    const byId = new Map([...own.matched, ...own.unmatched].map((b: { bet_id: number }) => [b.bet_id, b]));
    // The matched 40 stays open; the 60 that waited lapsed, and the list says why.
    expect(byId.get(lapsing.data.bet_id)).toMatchObject({ matched_stack: 40, remaining_stack: 0, lapse_reason: 'IN_PLAY' });
    expect(byId.get(kept.data.bet_id)).toMatchObject({ remaining_stack: 10, lapse_reason: null });
    const layers = (await w.call(layer.token, 'bet/getMarketAndFancyBet', { match_id: matchId })).data;
    expect(layers.matched).toMatchObject([{ matched_stack: 40, lapse_reason: null }]);
  });
});
