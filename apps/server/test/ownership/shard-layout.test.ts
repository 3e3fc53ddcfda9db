import { describe, expect, it } from 'vitest';
import { SHARD_COUNT, shardOf } from '../../src/modules/trading/ownership/shard-of.ts';
import {
  dueTo,
  fenceOf,
  followLeases,
  homeOf,
  liveView,
  shardsToHandBack,
  shardsToTake,
  type Holdings,
  type ShardLease,
} from '../../src/modules/trading/ownership/shard-layout.ts';

/** What a process holds, from plain lists. */
const holdings = (owned: [number, number][] = [], releasing: number[] = [], handedBack: [number, number][] = []): Holdings => ({
  owned: new Map(owned),
  releasing: new Set(releasing),
  handedBack: new Map(handedBack),
});
/** Every shard's lease: `owner(s)` names its owner (null: free), token s + 1. */
const leases = (owner: (shard: number) => string | null): ShardLease[] =>
  Array.from({ length: SHARD_COUNT }, (_, shard) => ({ shard, owner: owner(shard), token: shard + 1 }));
const free = leases(() => null);

describe('shard of a market', () => {
  it('is the market id mod 60, so consecutive markets land on different shards', () => {
    expect(SHARD_COUNT).toBe(60);
    expect([0, 1, 59, 60, 61, 1019, 1020].map(shardOf)).toEqual([0, 1, 59, 0, 1, 59, 0]);
  });
});

describe('which process a shard is due to', () => {
  it('is the (shard mod n)-th live member, sorted', () => {
    const members = ['a', 'b', 'c'];
    expect([0, 1, 2, 3, 4, 59].map((s) => dueTo(s, members, 'b'))).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('counts a process that has not read its own membership back, in its sorted place', () => {
    expect([0, 1, 2].map((s) => dueTo(s, ['a', 'c'], 'b'))).toEqual(['a', 'b', 'c']);
    expect([0, 1].map((s) => dueTo(s, [], 'b'))).toEqual(['b', 'b']);
  });

  it('spreads the 60 shards evenly over 2 to 6 processes', () => {
    for (let n = 2; n <= 6; n++) {
      const members = Array.from({ length: n }, (_, i) => `m${i}`);
      const counts = members.map((m) => Array.from({ length: SHARD_COUNT }, (_, s) => s).filter((s) => dueTo(s, members, m) === m).length);
      expect(counts).toEqual(members.map(() => SHARD_COUNT / n));
    }
  });
});

describe('the live view of the leases', () => {
  it('reads a shard whose owner is not a live member as free, and keeps the tokens', () => {
    const view = liveView(
      ['a', 'b'],
      [
        { shard: 0, owner: 'a', token: 4 },
        { shard: 1, owner: 'gone', token: 7 },
        { shard: 2, owner: null, token: 0 },
        { shard: 3, owner: 'b', token: 2 },
      ],
    );
    expect(view).toEqual({
      members: ['a', 'b'],
      leases: [
        { shard: 0, owner: 'a', token: 4 },
        { shard: 1, owner: null, token: 7 },
        { shard: 2, owner: null, token: 0 },
        { shard: 3, owner: 'b', token: 2 },
      ],
    });
  });
});

describe('the shards a process takes', () => {
  it('alone: every free shard', () => {
    expect(shardsToTake({ members: [], leases: free }, 'a', holdings())).toHaveLength(SHARD_COUNT);
  });

  it('with another live: only the free shards due to it, not those it holds or another owns', () => {
    const view = { members: ['a', 'b'], leases: leases((s) => (s === 2 ? 'b' : null)) };
    const taken = shardsToTake(view, 'a', holdings([[4, 5]]));
    expect(taken).toEqual(Array.from({ length: 30 }, (_, i) => i * 2).filter((s) => s !== 2 && s !== 4));
  });
});

describe('the shards a process hands back', () => {
  it('when one joins: those now due to the newcomer, except those already being drained', () => {
    const all = Array.from({ length: SHARD_COUNT }, (_, s): [number, number] => [s, 1]);
    expect(shardsToHandBack(['a', 'b'], 'b', holdings(all, [0]))).toEqual(Array.from({ length: 29 }, (_, i) => i * 2 + 2));
    expect(shardsToHandBack(['a', 'b'], 'a', holdings(all, [1]))).toEqual(Array.from({ length: 29 }, (_, i) => i * 2 + 3));
  });

  it('alone: none', () => {
    expect(shardsToHandBack(['a'], 'a', holdings([[3, 1]]))).toEqual([]);
    expect(shardsToHandBack([], 'a', holdings([[3, 1]]))).toEqual([]);
  });
});

describe('following the lease table', () => {
  const table: ShardLease[] = [
    { shard: 0, owner: 'a', token: 3 },
    { shard: 1, owner: 'a', token: 5 },
    { shard: 2, owner: 'b', token: 6 },
    { shard: 3, owner: 'b', token: 2 },
    { shard: 4, owner: null, token: 1 },
    { shard: 5, owner: 'a', token: 9 },
  ];

  it('adopts its own shards it lost track of, drops those another took or that fell free', () => {
    const held = holdings([
      [0, 3],
      [2, 5],
      [4, 1],
    ]);
    expect(followLeases(table, 'a', held)).toEqual({
      adopt: [
        [1, 5],
        [5, 9],
      ],
      drop: [2, 4],
    });
  });

  it('does not adopt a shard at the token it handed back, nor drop one it is draining', () => {
    const held = holdings(
      [[3, 2]],
      [3],
      [
        [1, 5],
        [5, 8],
      ],
    );
    expect(followLeases(table, 'a', held)).toEqual({
      adopt: [
        [0, 3],
        [5, 9],
      ],
      drop: [],
    });
  });
});

describe('where a market’s commands go', () => {
  const table = leases((s) => (s === 1 ? 'b' : s === 2 ? 'a' : null));

  it('here when its shard is held, nowhere while it drains', () => {
    expect(homeOf(60, 'a', holdings([[0, 1]]), table)).toEqual({ here: true });
    expect(homeOf(60, 'a', holdings([[0, 1]], [0]), table)).toBeNull();
  });

  it('to the live owner of its lease, else nowhere yet', () => {
    expect(homeOf(61, 'a', holdings(), table)).toEqual({ here: false, member: 'b' });
    expect(homeOf(63, 'a', holdings(), table)).toBeNull();
    // The table names this process but it does not hold the shard (handed back, or not yet adopted).
    expect(homeOf(62, 'a', holdings(), table)).toBeNull();
    expect(homeOf(62, 'a', holdings(), [])).toBeNull();
  });
});

describe('a batch’s fence', () => {
  it('asks for each shard once, with the tokens held here', () => {
    const owned = new Map([
      [0, 4],
      [1, 7],
    ]);
    expect(fenceOf([60, 1, 120, 61], owned)).toEqual({ shards: [0, 1], tokens: [4, 7] });
  });

  it('has no tokens when a shard is not held here', () => {
    expect(fenceOf([60, 2], new Map([[0, 4]]))).toEqual({ shards: [0, 2], tokens: null });
    expect(fenceOf([2], new Map())).toEqual({ shards: [2], tokens: null });
  });

  it('keeps a token of 0', () => {
    expect(fenceOf([5], new Map([[5, 0]]))).toEqual({ shards: [5], tokens: [0] });
  });
});
