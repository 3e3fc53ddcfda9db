import { Order } from './order';
import { NO_PAIRS, type OrderColumns, type Pair } from './order-columns';
import type { LapseReason, Persistence, Side, TimeInForce } from './types';

/** FNV-1a over the UTF-16 units, then a murmur finaliser so sequential ids spread over buckets. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  // Stryker disable next-line EqualityOperator: one more unit (NaN, hashed as 0) changes every id's hash alike; lookups compare ids, so only buckets move
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

const REASONS: (LapseReason | null)[] = [
  null,
  'IN_PLAY',
  'MARKET_SUSPENDED',
  'VERSION_CHANGED',
  'PRICE_INVALID',
  'RUNNER_REMOVED',
  'REDUCTION_FACTOR',
  'MARKET_SETTLED',
];

/** What a new order starts with; the store fills in the rest. */
export interface NewOrder {
  id: string;
  /** From `userOf`. */
  user: number;
  runnerIndex: number;
  side: Side;
  ladderIndex: number;
  size: number;
  remaining: number;
  timeInForce: TimeInForce;
  persistence: Persistence;
  placedAt: number;
}

function grown<T extends Float64Array | Int32Array | Uint8Array>(a: T, make: (n: number) => T): T {
  const b = make(a.length * 2);
  b.set(a);
  return b;
}

/**
 * Every order of a market, in placement order (slot = placement order), found by id. Orders stay
 * until settlement, so they live as struct-of-arrays columns indexed by slot (grown by doubling)
 * rather than as one ~200-byte object each that the garbage collector copied and marked again and
 * again. `Order` is a short-lived cursor over a slot. User ids are interned to small integers;
 * only the order id string and, once matched, the order's pairs stay on the heap per order.
 * Id lookup: an id's hash and its slot side by side in one Int32Array (open addressing, linear
 * probing, load <= 1/2), so a duplicate check touches about one cache line and no strings.
 */
export class OrderStore implements OrderColumns {
  /** [hash, slot + 1] per bucket; slot + 1 === 0 marks an empty bucket. */
  private table = new Int32Array(2 * 4096);
  private mask = 4095;
  /** The hash of the id `has` or `get` looked up last, reused by `add` right after. */
  private lastId = '';
  private lastHash = 0;
  count = 0;
  readonly ids: string[] = [];
  // Stryker disable next-line ArrayDeclaration: user numbers are internal (orders and positions hold them, users[] maps back); a leading entry shifts them all alike
  readonly users: string[] = [];
  private readonly userIndex = new Map<string, number>();
  user = new Int32Array(1024);
  runner = new Int32Array(1024);
  ladder = new Int32Array(1024);
  /** Bit 0: LAY (else BACK); bit 1: FILL_OR_KILL; bit 2: PERSIST. */
  flags = new Uint8Array(1024);
  /** Index into REASONS. */
  reason = new Uint8Array(1024);
  size = new Float64Array(1024);
  matched = new Float64Array(1024);
  remaining = new Float64Array(1024);
  cancelled = new Float64Array(1024);
  lapsed = new Float64Array(1024);
  voided = new Float64Array(1024);
  profit = new Float64Array(1024);
  placedAt = new Float64Array(1024);
  /** Per slot: 1 + the index of its entry in `pairLists`/`ownPairs`; 0 until the first fill. */
  private pairList = new Int32Array(1024);
  // Stryker disable next-line ArrayDeclaration: entries are numbered by where they are pushed (entry()); a leading entry is never referenced
  private readonly pairLists: Pair[][] = [];
  // Stryker disable next-line ArrayDeclaration: pushed beside pairLists (entry()), so both shift alike; a leading entry is never referenced
  private readonly ownPairs: (Pair | null)[] = [];

  /** The market's selection ids by runner index (an order's selection id is its runner's). */
  constructor(readonly selectionIds: readonly number[]) {}

  get(id: string): Order | undefined {
    const slot = this.find(id);
    return slot < 0 ? undefined : new Order(this, slot);
  }

  has(id: string): boolean {
    return this.find(id) >= 0;
  }

  at(slot: number): Order {
    return new Order(this, slot);
  }

  /** Adds an order under an id not yet present (callers check `has` first). */
  add(o: NewOrder): Order {
    const slot = this.count++;
    if (slot === this.size.length) this.grow();
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: growing one order sooner (at half load or at mask - 1) changes only when the index grows, not what it finds
    if (this.count * 2 > this.mask + 1) this.rehash();
    // Stryker disable next-line ConditionalExpression,EqualityOperator: callers check `has(o.id)` right before `add`, so lastId is o.id and both hashes are the same
    this.insert(o.id === this.lastId ? this.lastHash : hashOf(o.id), slot + 1);
    this.ids.push(o.id);
    this.user[slot] = o.user;
    this.runner[slot] = o.runnerIndex;
    this.ladder[slot] = o.ladderIndex;
    this.flags[slot] = (o.side === 'LAY' ? 1 : 0) | (o.timeInForce === 'FILL_OR_KILL' ? 2 : 0) | (o.persistence === 'PERSIST' ? 4 : 0);
    this.size[slot] = o.size;
    this.remaining[slot] = o.remaining;
    this.placedAt[slot] = o.placedAt;
    return new Order(this, slot);
  }

  /** Matched pairs of a slot (the shared NO_PAIRS before its first fill). */
  pairsOf(slot: number): Pair[] {
    const k = this.pairList[slot]!;
    return k === 0 ? NO_PAIRS : this.pairLists[k - 1]!;
  }

  setPairs(slot: number, pairs: Pair[]): void {
    this.pairLists[this.entry(slot)] = pairs;
  }

  ownPairOf(slot: number): Pair | null {
    const k = this.pairList[slot]!;
    // Stryker disable next-line ConditionalExpression: with no entry, ownPairs[-1] is undefined, which every caller treats as null (no pair yet)
    return k === 0 ? null : this.ownPairs[k - 1]!;
  }

  setOwnPair(slot: number, pair: Pair | null): void {
    this.ownPairs[this.entry(slot)] = pair;
  }

  /** The small integer a user id is interned to (assigned on first sight). */
  userOf(userId: string): number {
    let u = this.userIndex.get(userId);
    // Stryker disable next-line ConditionalExpression: called once per position (a user's orders take the position's number), so a second number is never handed out
    if (u === undefined) {
      u = this.users.length;
      this.users.push(userId);
      this.userIndex.set(userId, u);
    }
    return u;
  }

  reasonOf(slot: number): LapseReason | null {
    return REASONS[this.reason[slot]!]!;
  }

  setReason(slot: number, r: LapseReason | null): void {
    this.reason[slot] = REASONS.indexOf(r);
  }

  /** Every order in placement order (fresh cursors: for the rare whole-market passes). */
  values(): Order[] {
    const out: Order[] = [];
    for (let i = 0; i < this.count; i++) out.push(new Order(this, i));
    return out;
  }

  /** Index of the slot's pair entry, created on first use (most orders never match). */
  private entry(slot: number): number {
    if (this.pairList[slot] === 0) {
      this.pairLists.push(NO_PAIRS);
      this.ownPairs.push(null);
      this.pairList[slot] = this.pairLists.length;
    }
    return this.pairList[slot]! - 1;
  }

  private find(id: string): number {
    const t = this.table;
    const h = hashOf(id);
    this.lastId = id;
    this.lastHash = h;
    for (let b = h & this.mask; ; b = (b + 1) & this.mask) {
      const slot = t[2 * b + 1]!;
      if (slot === 0) return -1;
      // Stryker disable next-line ConditionalExpression: the hash test only spares a string comparison; the id comparison decides
      if (t[2 * b] === h && this.ids[slot - 1] === id) return slot - 1;
    }
  }

  private insert(h: number, slotPlusOne: number): void {
    const t = this.table;
    let b = h & this.mask;
    while (t[2 * b + 1] !== 0) b = (b + 1) & this.mask;
    t[2 * b] = h;
    t[2 * b + 1] = slotPlusOne;
  }

  private rehash(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    // Stryker disable next-line EqualityOperator,ConditionalExpression: re-inserting an empty bucket (or the undefined one past the end) writes zeros into an empty bucket, which is no change
    for (let b = 0; b < old.length; b += 2) if (old[b + 1] !== 0) this.insert(old[b]!, old[b + 1]!);
  }

  private grow(): void {
    const i32 = (n: number) => new Int32Array(n);
    const f64 = (n: number) => new Float64Array(n);
    const u8 = (n: number) => new Uint8Array(n);
    this.user = grown(this.user, i32);
    this.runner = grown(this.runner, i32);
    this.ladder = grown(this.ladder, i32);
    this.pairList = grown(this.pairList, i32);
    this.flags = grown(this.flags, u8);
    this.reason = grown(this.reason, u8);
    this.size = grown(this.size, f64);
    this.matched = grown(this.matched, f64);
    this.remaining = grown(this.remaining, f64);
    this.cancelled = grown(this.cancelled, f64);
    this.lapsed = grown(this.lapsed, f64);
    this.voided = grown(this.voided, f64);
    this.profit = grown(this.profit, f64);
    this.placedAt = grown(this.placedAt, f64);
  }
}
