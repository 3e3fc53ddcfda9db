import { TABLES } from '@bx/games';
import type { RealtimeServerMessage } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, listen } from '../realtime/live-client.ts';
import { testDialects } from '../helpers/test-app.ts';
import { CasinoWorld, secretDealing, TABLE_IDS } from './casino-world.ts';

type TableMessage = Extract<RealtimeServerMessage, { type: 'market' }> & {
  table?: { markets: { status: string; cards?: Record<string, string> }[] };
};
const tableMessage =
  (key: string) =>
  (m: RealtimeServerMessage): m is TableMessage =>
    m.type === 'market' && m.market_id === key && 'table' in m;

describe.each(testDialects())('casino wire and operator calls on %s', (dialect) => {
  let w: CasinoWorld;
  beforeAll(async () => {
    w = await CasinoWorld.create(dialect);
  });
  afterAll(async () => w?.money.ctx.close());

  it("answers match/getMatchDetail for a table in the family's shape, with the caller's win_loss", async () => {
    const c = await w.money.customer(1000);
    w.secrets.set('table:-1011', [secretDealing('dt20', (d) => d.result === '2')]);
    const round = await w.openRound('dt20');
    expect(await w.bet(c.token, 'dt20', round, 1, 2, 100)).toMatchObject({ status: true });
    const detail = (await w.money.call(c.token, 'match/getMatchDetail', { match_id: -1011 })).data;
    expect(detail).toMatchObject({ match_id: -1011, sport_id: -1, name: TABLES.dt20.name, fancies: [] });
    const market = detail.markets[0];
    expect(market).toMatchObject({ market_id: round, status: 'OPEN', autotime: 10, gtype: 'dt20', cards: { C1: '1', C2: '1' }, nonce: 1 });
    expect(market.chain_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(market.runner_json).toHaveLength(TABLES.dt20.selections.length);
    const bySid = new Map(market.runner_json.map((r: { selection_id: number }) => [r.selection_id, r]));
    expect(bySid.get(1)).toMatchObject({ name: 'Dragon', status: 'ACTIVE', back: [{ price: 2 }], lay: [], win_loss: 100 });
    expect(bySid.get(2)).toMatchObject({ win_loss: -100 });
    await w.advance(10_000);
    const dealing = (await w.money.call(c.token, 'match/getMatchDetail', { match_id: -1011 })).data.markets[0];
    expect(dealing.status).toBe('SUSPENDED');
    expect(dealing.runner_json.every((r: { status: string }) => r.status === 'SUSPENDED')).toBe(true);
    await w.finishRound('dt20', round);
    const result = (await w.money.call(c.token, 'match/getMatchDetail', { match_id: -1011 })).data.markets[0];
    expect(result).toMatchObject({ status: 'RESULT', winner: '2', results: [{ mid: String(round), result: '2' }] });
    expect(Object.values(result.cards).every((card) => card !== '1')).toBe(true);
    expect((await w.balance(c.token)).total).toBe(900);
  });

  it('lists the six tables with icon, countdown and last result', async () => {
    const c = await w.money.customer(0);
    const tables = (await w.money.call(c.token, 'casino/getTables', {})).data;
    expect(tables.map((t: { match_id: number }) => t.match_id).sort()).toEqual(Object.values(TABLE_IDS).sort());
    expect(tables.find((t: { gtype: string }) => t.gtype === 'dt20')).toMatchObject({ icon: '/casino/dt20.svg', is_active: true });
  });

  it('pushes the table on the live channel as the countdown runs and each card is revealed', async () => {
    const c = await w.money.customer(0);
    const url = await listen(w.money.ctx);
    const client = await LiveClient.open(`${url}?token=${c.token}`);
    const key = 'table:-1016';
    await w.openRound('aaa');
    client.send({ type: 'subscribe', market_ids: [key] });
    const image = await client.next(tableMessage(key));
    expect(image.table!.markets[0]!.status).toBe('OPEN');
    const from = client.messages.length;
    await w.advance(1000);
    await client.next(tableMessage(key), from);
    const beforeDeal = client.messages.length;
    await w.advance(9_000);
    await w.advance(100);
    const revealed = await client.next(
      (m): m is TableMessage => tableMessage(key)(m) && m.table?.markets[0]?.cards?.C1 !== '1',
      beforeDeal,
    );
    expect(revealed.table!.markets[0]!.cards!.C1).toMatch(/^(A|[2-9]|10|J|Q|K)(HH|DD|CC|SS)$/);
    client.socket.close();
  });

  it.each([
    ['tableStatus', { match_id: -1, is_active: 0 }],
    ['tableLimits', { match_id: -1, min_stack: 1, max_stack: 1_000_000, side_max_stack: 1_000_000 }],
    ['round', 'the last round'],
  ] as const)('refuses the operator call admin/casino/%s to a customer, changing nothing', async (call, body) => {
    const c = await w.money.customer(0);
    const round = await w.openRound('teen20');
    const before = await w.db.selectFrom('casino_tables').selectAll().orderBy('match_id').execute();
    const changes = await w.db.selectFrom('casino_table_changes').select('change_id').execute();
    const res = await w.money.ctx.app.inject({
      method: 'POST',
      url: `/api/admin/casino/${call}`,
      headers: { authorization: `Bearer ${c.token}` },
      payload: typeof body === 'string' ? { market_id: String(round) } : body,
    });
    expect(res.statusCode).toBe(403);
    // Nothing of the round or its bets is answered.
    expect(res.body).not.toContain(String(round));
    expect(await w.db.selectFrom('casino_tables').selectAll().orderBy('match_id').execute()).toEqual(before);
    expect(await w.db.selectFrom('casino_table_changes').select('change_id').execute()).toEqual(changes);
  });

  it('lets the operator stop and start a table, change its limits (recorded), and see a round with the house result', async () => {
    const c = await w.money.customer(1000);
    const round = await w.openRound('lucky7');
    expect(await w.bet(c.token, 'lucky7', round, 1, 2, 100)).toMatchObject({ status: true });
    const stopped = await w.money.admin('admin/casino/tableStatus', { match_id: -1013, is_active: 0 });
    expect(stopped).toMatchObject({ is_active: false, updated_by: expect.any(Number) });
    await w.finishRound('lucky7', round);
    await w.advance(1000);
    // The round in progress finished and was paid; no new round opened.
    expect(w.casino.table(-1013)!.round).toBeNull();
    const seen = await w.money.admin('admin/casino/round', { market_id: String(round) });
    expect(seen.bets).toHaveLength(1);
    expect(seen.bets[0]).toMatchObject({ user_id: c.userId, stack: 100, selection_id: 1 });
    expect(seen.house_result).toBe(-seen.bets[0].profit_loss);
    await w.money.admin('admin/casino/tableLimits', { match_id: -1013, min_stack: 50, max_stack: 200, side_max_stack: 100 });
    await w.money.admin('admin/casino/tableStatus', { match_id: -1013, is_active: 1 });
    const next = await w.openRound('lucky7');
    expect(await w.bet(c.token, 'lucky7', next, 1, 2, 201)).toMatchObject({ status: false, code: 'STAKE_TOO_HIGH' });
    expect(await w.bet(c.token, 'lucky7', next, 1, 2, 40)).toMatchObject({ status: false, code: 'STAKE_TOO_LOW' });
    const changes = await w.db.selectFrom('casino_table_changes').selectAll().where('match_id', '=', -1013).orderBy('change_id').execute();
    expect(changes.map((ch) => ch.action)).toEqual(['STOP', 'LIMITS', 'START']);
  });
});
