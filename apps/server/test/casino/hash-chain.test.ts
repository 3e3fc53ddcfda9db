import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HashChainStore } from '../../src/modules/fairness/hash-chain-store.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe.each(testDialects())('hash chains on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => ctx?.close());

  it('hands out seats 1..N in order, each the sha256 preimage of the one before, tied to the published chain hash', async () => {
    const store = new HashChainStore(ctx.database.db, { length: 5 });
    const published = await store.current('test:a');
    const seats = [];
    for (let i = 0; i < 5; i++) seats.push(await store.next('test:a'));
    expect(seats.map((s) => s.nonce)).toEqual([1, 2, 3, 4, 5]);
    expect(seats.every((s) => s.chainId === published.chainId && s.chainHash === published.chainHash)).toBe(true);
    expect(sha256(seats[0]!.serverSeed)).toBe(published.chainHash);
    for (let k = 1; k < 5; k++) expect(sha256(seats[k]!.serverSeed)).toBe(seats[k - 1]!.serverSeed);
    for (const s of seats) expect(s.previousHash).toBe(sha256(s.serverSeed));
  });

  it('starts a new chain when one is used up, and the old chain stays verifiable', async () => {
    const store = new HashChainStore(ctx.database.db, { length: 2 });
    const first = [await store.next('test:b'), await store.next('test:b')];
    const third = await store.next('test:b');
    expect(third.chainId).not.toBe(first[0]!.chainId);
    expect(third.nonce).toBe(1);
    expect(sha256(third.serverSeed)).toBe(third.chainHash);
    expect(await store.seat(first[0]!.chainId, 2)).toEqual(first[1]);
  });

  it('never hands the same seat to two concurrent takers', async () => {
    const store = new HashChainStore(ctx.database.db, { length: 7 });
    const seats = await Promise.all(Array.from({ length: 20 }, () => store.next('test:c')));
    const keys = new Set(seats.map((s) => `${s.chainId}:${s.nonce}`));
    expect(keys.size).toBe(20);
  });

  it('keeps owners apart', async () => {
    const store = new HashChainStore(ctx.database.db, { length: 3 });
    const a = await store.next('test:d1');
    const b = await store.next('test:d2');
    expect(a.chainId).not.toBe(b.chainId);
    expect([a.nonce, b.nonce]).toEqual([1, 1]);
  });
});
