import type { Order } from './order';

/** FNV-1a over the UTF-16 units, then a murmur finaliser so sequential ids spread over buckets. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/**
 * Every order of a market, in placement order, found by id; a drop-in for the
 * Map<string, Order> it replaced (get/has/set/values). Orders stay for settlement, so the map
 * reached hundreds of thousands of fresh string keys, and V8's Map was the top profile line:
 * each probe dereferences stored key strings (cache misses) and its backing store is rehashed
 * and copied on the heap as it grows. Here an id's hash and its slot sit side by side in one
 * Int32Array (open addressing, linear probing, load <= 1/2), so the duplicate check of a new
 * order touches about one cache line and no strings; growth rehashes without reading a string.
 */
export class OrderStore {
  /** [hash, slot + 1] per bucket; slot + 1 === 0 marks an empty bucket. */
  private table = new Int32Array(2 * 4096);
  private mask = 4095;
  private readonly list: Order[] = [];

  get size(): number {
    return this.list.length;
  }

  get(id: string): Order | undefined {
    const slot = this.find(id);
    return slot < 0 ? undefined : this.list[slot];
  }

  has(id: string): boolean {
    return this.find(id) >= 0;
  }

  /** Adds an order under an id not yet present (callers check `has` first). */
  set(id: string, o: Order): void {
    this.list.push(o);
    if (this.list.length * 2 > this.mask + 1) this.grow();
    this.insert(hashOf(id), this.list.length);
  }

  /** Orders in placement order; the array is live, do not mutate it. */
  values(): readonly Order[] {
    return this.list;
  }

  private find(id: string): number {
    const t = this.table;
    const h = hashOf(id);
    for (let b = h & this.mask; ; b = (b + 1) & this.mask) {
      const slot = t[2 * b + 1]!;
      if (slot === 0) return -1;
      if (t[2 * b] === h && this.list[slot - 1]!.id === id) return slot - 1;
    }
  }

  private insert(h: number, slotPlusOne: number): void {
    const t = this.table;
    let b = h & this.mask;
    while (t[2 * b + 1] !== 0) b = (b + 1) & this.mask;
    t[2 * b] = h;
    t[2 * b + 1] = slotPlusOne;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let b = 0; b < old.length; b += 2) if (old[b + 1] !== 0) this.insert(old[b]!, old[b + 1]!);
  }
}
