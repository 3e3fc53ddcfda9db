import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

// A market command that names no market (neither market_id nor fancy_id), or a result that names
// no winner and no run, is a malformed request: 400 VALIDATION_ERROR naming the field, as any
// required field missing, never HTTP 200 with status:false. Nothing changes.
describe.each(testDialects())('admin market commands without a target on %s', (dialect) => {
  let w: MoneyWorld;
  let marketId: number;
  let sel: number[];
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    ({ marketId, sel } = await w.market(await w.match(), ['A', 'B']));
  });
  afterAll(async () => w?.close());

  const post = async (path: string, payload: object) =>
    w.ctx.app.inject({ method: 'POST', url: `/api/${path}`, headers: { authorization: `Bearer ${w.adminToken}` }, payload });
  const marketRow = async () =>
    w.ctx.database.db
      .selectFrom('markets')
      .select(['status', 'in_play', 'result_json'])
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();

  it.each([
    ['admin/market/status', { status: 'SUSPENDED', in_play: '1' }],
    ['admin/market/result', { winner_selection_ids: [1] }],
    ['admin/market/void', { reason: 'rain' }],
    ['admin/market/rollback', {}],
  ])('%s without market_id or fancy_id answers 400 naming market_id', async (path, payload) => {
    const before = await marketRow();
    const res = await post(path, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain('market_id');
    expect(await marketRow()).toEqual(before);
  });

  it('admin/market/result without winner_selection_ids or result_run answers 400 naming winner_selection_ids', async () => {
    const before = await marketRow();
    const res = await post('admin/market/result', { market_id: marketId });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain('winner_selection_ids');
    expect(await marketRow()).toEqual(before);
  });

  it('still takes a command that names its market', async () => {
    expect(await w.admin('admin/market/status', { market_id: marketId, status: 'SUSPENDED' })).toMatchObject({ status: 'SUSPENDED' });
    expect(await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] })).toMatchObject({
      market_id: marketId,
    });
  });
});
