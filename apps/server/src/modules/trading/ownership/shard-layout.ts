import { shardOf } from './shard-of.ts';

/** A shard as the lease table has it: its owner (null when free or when its owner is no longer live) and fencing token. */
export interface ShardLease {
  shard: number;
  owner: string | null;
  token: number;
}

/** The live processes (sorted) and every shard's lease. */
export interface LeaseView {
  members: string[];
  leases: ShardLease[];
}

/** What one process holds: its shards with their tokens, those being drained, and the tokens it handed back. */
export interface Holdings {
  /** Shards held here, with their tokens (those being handed back included: their batches still commit). */
  owned: ReadonlyMap<number, number>;
  /** Shards being drained before they are handed back: no new command starts here. */
  releasing: ReadonlySet<number>;
  /** The token each shard had when this process handed it back: a lease read before then is not adopted again. */
  handedBack: ReadonlyMap<number, number>;
}

/** Where a shard's commands run now: here, on another process, or nowhere yet (a move or a takeover under way). */
export type ShardHome = { here: true } | { here: false; member: string } | null;

// These decisions are pure (market-ownership.ts does the reading and writing around them), so
// they are tested and mutated in-process: the multi-process tests run them only in child processes.

/**
 * Who is alive and who owns what, from the rows as read: a shard whose owner is not among the
 * live members reads as free.
 */
export function liveView(members: readonly string[], leases: readonly ShardLease[]): LeaseView {
  const live = new Set<string | null>(members);
  return {
    members: [...members],
    leases: leases.map((l) => ({ shard: l.shard, owner: live.has(l.owner) ? l.owner : null, token: l.token })),
  };
}

/**
 * Shard s is due to the (s mod n)-th live member, sorted, so all agree on the layout without
 * talking. `self` counts itself before its own membership has been read back.
 */
export function dueTo(shard: number, members: readonly string[], self: string): string {
  const all = members.includes(self) ? members : [...members, self].sort();
  return all[shard % all.length]!;
}

/** The free shards due to `self` that it does not hold yet: it takes them, each with a new token. */
export function shardsToTake(view: LeaseView, self: string, holdings: Holdings): number[] {
  return view.leases
    .filter((l) => l.owner === null && !holdings.owned.has(l.shard) && dueTo(l.shard, view.members, self) === self)
    .map((l) => l.shard);
}

/** The shards held here that are due to another process now (one joined), not already being drained. */
export function shardsToHandBack(members: readonly string[], self: string, holdings: Holdings): number[] {
  return [...holdings.owned.keys()].filter((s) => dueTo(s, members, self) !== self && !holdings.releasing.has(s));
}

/**
 * What a read of the leases changes here: shards the table gives to `self` that it lost track of
 * (adopted with the table's token, unless that is the token it handed back), and shards another
 * process took (dropped: a batch here would be fenced anyway), except those being drained.
 */
export function followLeases(
  leases: readonly ShardLease[],
  self: string,
  holdings: Holdings,
): { adopt: [number, number][]; drop: number[] } {
  const adopt: [number, number][] = [];
  const drop: number[] = [];
  for (const lease of leases) {
    const held = holdings.owned.has(lease.shard);
    if (lease.owner === self) {
      if (!held && holdings.handedBack.get(lease.shard) !== lease.token) adopt.push([lease.shard, lease.token]);
    } else if (held && !holdings.releasing.has(lease.shard)) drop.push(lease.shard);
  }
  return { adopt, drop };
}

/** Where a market's commands go: here when its shard is held and not being drained, else to the lease's live owner. */
export function homeOf(marketId: number, self: string, holdings: Holdings, leases: readonly ShardLease[]): ShardHome {
  const shard = shardOf(marketId);
  if (holdings.owned.has(shard)) return holdings.releasing.has(shard) ? null : { here: true };
  const owner = leases[shard]?.owner;
  return owner && owner !== self ? { here: false, member: owner } : null;
}

/**
 * A batch's shards and the tokens it must find in the lease table to commit; `tokens` is null
 * when a shard is not held here at all (the batch is refused without asking the database).
 */
export function fenceOf(marketIds: readonly number[], owned: ReadonlyMap<number, number>): { shards: number[]; tokens: number[] | null } {
  const shards = [...new Set(marketIds.map(shardOf))];
  const tokens = shards.map((s) => owned.get(s));
  return { shards, tokens: tokens.every((t) => t !== undefined) ? tokens : null };
}
