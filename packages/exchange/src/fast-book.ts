import type { Book, PriceLevel } from './book';
import { LADDER_SIZE, priceAt } from './ladder';
import type { Order } from './order';
import type { OrderStore } from './order-store';
import type { Side } from './types';

/**
 * Fast book: for every runner and side, 350 price levels indexed by ladder index, each an
 * intrusive doubly linked FIFO of order slots (next/prev columns, -1 ends), with the level
 * volume and the best index kept current. Resting backs' best is the lowest price, resting
 * lays' the highest.
 */
export function createFastBook(runners: number, orders: OrderStore): Book {
  const slots = runners * 2 * LADDER_SIZE;
  const head = new Int32Array(slots).fill(-1);
  const tail = new Int32Array(slots).fill(-1);
  const volume = new Float64Array(slots);
  const best = new Int32Array(runners * 2).fill(-1);
  let next = new Int32Array(1024);
  let prev = new Int32Array(1024);

  const sideOf = (runner: number, resting: Side) => runner * 2 + (resting === 'BACK' ? 0 : 1);

  function rescan(s: number, from: number, backs: boolean): void {
    const base = s * LADDER_SIZE;
    if (backs) {
      for (let i = from; i < LADDER_SIZE; i++) if (head[base + i]! >= 0) return void (best[s] = i);
    } else {
      for (let i = from; i >= 0; i--) if (head[base + i]! >= 0) return void (best[s] = i);
    }
    best[s] = -1;
  }

  function ensure(slot: number): void {
    if (slot < next.length) return;
    // Stryker disable next-line ArithmeticOperator: slots arrive in placement order, so slot === next.length and doubling always covers it
    const n = new Int32Array(Math.max(next.length * 2, slot + 1));
    n.set(next);
    next = n;
    const p = new Int32Array(n.length);
    p.set(prev);
    prev = p;
  }

  /** Links order slot `id` into level `slot` of side `s` right after slot `after` (-1: at the head), and counts its volume. */
  function link(s: number, slot: number, o: Order, after: number): void {
    const id = o.slot;
    const before = after >= 0 ? next[after]! : head[slot]!;
    prev[id] = after;
    next[id] = before;
    if (after >= 0) next[after] = id;
    else head[slot] = id;
    if (before >= 0) prev[before] = id;
    else tail[slot] = id;
    volume[slot]! += o.remaining;
    const b = best[s]!;
    // Stryker disable next-line EqualityOperator: at the best price itself, setting best changes nothing
    if (b < 0 || (o.side === 'BACK' ? o.ladderIndex < b : o.ladderIndex > b)) best[s] = o.ladderIndex;
  }

  return {
    add(o) {
      const s = sideOf(o.runnerIndex, o.side);
      const slot = s * LADDER_SIZE + o.ladderIndex;
      ensure(o.slot);
      link(s, slot, o, tail[slot]!);
    },
    reinstate(o) {
      const s = sideOf(o.runnerIndex, o.side);
      const slot = s * LADDER_SIZE + o.ladderIndex;
      // The last order placed before it (slots are placement order); the queue is short in practice.
      let after = tail[slot]!;
      while (after > o.slot) after = prev[after]!;
      link(s, slot, o, after);
    },
    reduced(o, by) {
      const s = sideOf(o.runnerIndex, o.side);
      const slot = s * LADDER_SIZE + o.ladderIndex;
      volume[slot]! -= by;
      if (o.remaining > 0) return;
      const id = o.slot;
      const p = prev[id]!;
      const n = next[id]!;
      if (p >= 0) next[p] = n;
      else head[slot] = n;
      // Stryker disable next-line EqualityOperator: a queue's next is a later slot, never slot 0
      if (n >= 0) prev[n] = p;
      else tail[slot] = p;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut; rescanning a level that still holds orders finds that level again
      if (head[slot]! < 0 && best[s] === o.ladderIndex) rescan(s, o.ladderIndex, o.side === 'BACK');
    },
    forEachMatchable(runner, takerSide, limit, fn) {
      const backs = takerSide === 'LAY';
      const s = runner * 2 + (backs ? 0 : 1);
      const base = s * LADDER_SIZE;
      let i = best[s]!;
      if (i < 0) return;
      const step = backs ? 1 : -1;
      for (; backs ? i <= limit : i >= limit; i += step) {
        for (let o = head[base + i]!; o >= 0; o = next[o]!) if (!fn(orders.at(o))) return;
      }
    },
    collect(runner, takerSide, limit, size, plan) {
      // A plain loop, no callback: this is the hot path of every aggressive order.
      const backs = takerSide === 'LAY';
      const s = runner * 2 + (backs ? 0 : 1);
      const base = s * LADDER_SIZE;
      const { makers, sizes } = plan;
      let n = 0;
      let filled = 0;
      const step = backs ? 1 : -1;
      for (let i = best[s]!; i >= 0 && (backs ? i <= limit : i >= limit); i += step) {
        for (let o = head[base + i]!; o >= 0; o = next[o]!) {
          const left = orders.remaining[o]!;
          // Stryker disable next-line EqualityOperator: when equal, both branches take the same size
          const take = left < size - filled ? left : size - filled;
          makers[n] = orders.at(o);
          sizes[n++] = take;
          filled += take;
          if (filled === size) break;
        }
        if (filled === size) break;
      }
      plan.count = n;
      return filled;
    },
    bestIndex(runner, resting) {
      return best[sideOf(runner, resting)]!;
    },
    levels(runner, resting, depth) {
      const s = sideOf(runner, resting);
      const base = s * LADDER_SIZE;
      const out: PriceLevel[] = [];
      const backs = resting === 'BACK';
      for (let i = best[s]!; i >= 0 && i < LADDER_SIZE && out.length < depth; i += backs ? 1 : -1) {
        if (head[base + i]! >= 0) out.push({ price: priceAt(i), size: volume[base + i]! });
      }
      return out;
    },
    validate(problems) {
      for (let s = 0; s < runners * 2; s++) {
        const backs = s % 2 === 0;
        let expectBest = -1;
        for (let i = 0; i < LADDER_SIZE; i++) {
          const slot = s * LADDER_SIZE + i;
          let sum = 0;
          let last = -1;
          for (let id = head[slot]!; id >= 0; id = next[id]!) {
            const o = orders.at(id);
            if (prev[id] !== last) problems.push(`fast book: broken prev link at ${o.id}`);
            if (o.remaining <= 0) problems.push(`fast book: order ${o.id} rests with nothing left`);
            if (o.ladderIndex !== i || o.runnerIndex * 2 + (o.side === 'BACK' ? 0 : 1) !== s) {
              problems.push(`fast book: order ${o.id} in the wrong level`);
            }
            // Stryker disable next-line EqualityOperator: an order linked after itself is a cycle this walk would never leave
            if (last >= id) problems.push(`fast book: queue out of time order at ${o.id}`);
            sum += o.remaining;
            last = id;
          }
          if (tail[slot] !== last) problems.push(`fast book: tail mismatch in slot ${slot}`);
          if (sum !== volume[slot]) problems.push(`fast book: volume ${volume[slot]} != ${sum} in slot ${slot}`);
          // Backs' best is the lowest price holding orders, lays' the highest.
          if (head[slot]! >= 0 && (!backs || expectBest < 0)) expectBest = i;
        }
        // Stryker disable next-line ConditionalExpression: no call through the Book interface can desynchronise best (a level emptied at best is always rescanned); this guards edits to this file
        if (best[s] !== expectBest) problems.push(`fast book: best ${best[s]} != ${expectBest} on side ${s}`);
      }
    },
  };
}
