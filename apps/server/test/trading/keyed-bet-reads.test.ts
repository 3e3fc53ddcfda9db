import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../src/modules/trading/shared/commands.ts';
import { testDialects } from '../helpers/test-app.ts';
import { batchReads, placeCommand } from './batch-reads.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

// The web app sends a client_ref with every bet. A batch reads the stored bets of all its keys in
// one request: one a bet cost each bet a statement on SQLite and a round trip on PostgreSQL,
// inside the batch's locks (there a keyed bet cost about twice the server CPU of a keyless one).
describe.each(testDialects())('what a batch of keyed bets reads on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  let market: { marketId: number; sel: number[] };
  let a: Customer;
  let b: Customer;
  let firstBetId: number;
  let secondBetId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
    market = await w.market(matchId, ['Home', 'Away']);
    [a, b] = [await w.customer(1000), await w.customer(1000)];
    const stored = async (clientRef: string): Promise<number> => {
      const placed = await w.bet(a, matchId, market.marketId, market.sel[0]!, true, 3, 100, { client_ref: clientRef });
      expect(placed).toMatchObject({ status: true });
      return placed.data.bet_id;
    };
    firstBetId = await stored('shared-key');
    secondBetId = await stored('second-key');
  });
  afterAll(async () => w?.close());

  const bet = (customer: Customer, clientRef: string | null): Command =>
    placeCommand(customer, matchId, market, { side: 'BACK', price: 250, clientRef });

  it('reads every key of the batch in one request, answers each repeat with its stored bet and places the rest', async () => {
    // b's 'shared-key' is b's own: a key is unique per customer, so only a's repeats find bets.
    const commands = [bet(a, 'shared-key'), bet(b, 'shared-key'), bet(a, 'second-key'), bet(a, 'new-key'), bet(b, null)];
    const { reads, result } = await batchReads(w, commands);
    const lookups = reads.filter((r) => r.request.op === 'findClientRefs');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.request).toEqual({
      op: 'findClientRefs',
      keys: [
        [a.userId, 'shared-key'],
        [b.userId, 'shared-key'],
        [a.userId, 'second-key'],
        [a.userId, 'new-key'],
      ],
    });
    const found = lookups[0]!.answer as { bet_id: number; user_id: number; client_ref: string }[];
    expect(found.map((row) => [row.bet_id, row.user_id, row.client_ref]).sort()).toEqual(
      [
        [firstBetId, a.userId, 'shared-key'],
        [secondBetId, a.userId, 'second-key'],
      ].sort(),
    );
    const [firstRepeat, placedForB, secondRepeat, ...placed] = result.outcomes;
    expect(firstRepeat).toMatchObject({ ok: true, data: { bet_id: firstBetId } });
    expect(secondRepeat).toMatchObject({ ok: true, data: { bet_id: secondBetId } });
    for (const outcome of [placedForB, ...placed]) expect(outcome).toMatchObject({ ok: true });
    const newIds = [placedForB, ...placed].map((o) => (o!.ok === true ? (o!.data as { bet_id: number }).bet_id : 0));
    expect(new Set([firstBetId, secondBetId, ...newIds]).size).toBe(5);
    expect(result.writes.betInserts.map((row) => [row.user_id, row.client_ref])).toEqual([
      [b.userId, 'shared-key'],
      [a.userId, 'new-key'],
      [b.userId, null],
    ]);
  });

  it('makes no look-up for a batch without keys', async () => {
    const { reads } = await batchReads(w, [bet(a, null), bet(b, null)]);
    expect(reads.map((r) => r.request.op)).not.toContain('findClientRefs');
  });
});
