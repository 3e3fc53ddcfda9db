import type { Book, PriceLevel } from './book';
import { LADDER_SIZE, priceAt } from './ladder';
import type { Order } from './order';
import type { Side } from './types';

/**
 * Fast book: for every runner and side, 350 price levels indexed by ladder index, each an
 * intrusive doubly linked FIFO (order.prev/next), with the level volume and the best index
 * kept current. Resting backs' best is the lowest price, resting lays' the highest.
 */
export function createFastBook(runners: number): Book {
  const slots = runners * 2 * LADDER_SIZE;
  const head: (Order | null)[] = new Array<Order | null>(slots).fill(null);
  const tail: (Order | null)[] = new Array<Order | null>(slots).fill(null);
  const volume = new Float64Array(slots);
  const best = new Int32Array(runners * 2).fill(-1);

  const sideOf = (runner: number, resting: Side) => runner * 2 + (resting === 'BACK' ? 0 : 1);

  function rescan(s: number, from: number, backs: boolean): void {
    const base = s * LADDER_SIZE;
    if (backs) {
      for (let i = from; i < LADDER_SIZE; i++) if (head[base + i]) return void (best[s] = i);
    } else {
      for (let i = from; i >= 0; i--) if (head[base + i]) return void (best[s] = i);
    }
    best[s] = -1;
  }

  return {
    add(o) {
      const s = sideOf(o.runnerIndex, o.side);
      const slot = s * LADDER_SIZE + o.ladderIndex;
      const last = tail[slot] ?? null;
      o.prev = last;
      o.next = null;
      if (last) last.next = o;
      else head[slot] = o;
      tail[slot] = o;
      volume[slot]! += o.remaining;
      const b = best[s]!;
      if (b < 0 || (o.side === 'BACK' ? o.ladderIndex < b : o.ladderIndex > b)) best[s] = o.ladderIndex;
    },
    reduced(o, by) {
      const s = sideOf(o.runnerIndex, o.side);
      const slot = s * LADDER_SIZE + o.ladderIndex;
      volume[slot]! -= by;
      if (o.remaining > 0) return;
      if (o.prev) o.prev.next = o.next;
      else head[slot] = o.next;
      if (o.next) o.next.prev = o.prev;
      else tail[slot] = o.prev;
      o.prev = o.next = null;
      if (!head[slot] && best[s] === o.ladderIndex) rescan(s, o.ladderIndex, o.side === 'BACK');
    },
    forEachMatchable(runner, takerSide, limit, fn) {
      const backs = takerSide === 'LAY';
      const s = runner * 2 + (backs ? 0 : 1);
      const base = s * LADDER_SIZE;
      let i = best[s]!;
      if (i < 0) return;
      const step = backs ? 1 : -1;
      for (; backs ? i <= limit : i >= limit; i += step) {
        for (let o = head[base + i] ?? null; o; o = o.next) if (!fn(o)) return;
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
        for (let o = head[base + i] ?? null; o; o = o.next) {
          const take = o.remaining < size - filled ? o.remaining : size - filled;
          makers[n] = o;
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
        if (head[base + i]) out.push({ price: priceAt(i), size: volume[base + i]! });
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
          let prev: Order | null = null;
          for (let o = head[slot] ?? null; o; o = o.next) {
            if (o.prev !== prev) problems.push(`fast book: broken prev link at ${o.id}`);
            if (o.remaining <= 0) problems.push(`fast book: order ${o.id} rests with nothing left`);
            if (o.ladderIndex !== i || o.runnerIndex * 2 + (o.side === 'BACK' ? 0 : 1) !== s) {
              problems.push(`fast book: order ${o.id} in the wrong level`);
            }
            if (prev && prev.seq >= o.seq) problems.push(`fast book: queue out of time order at ${o.id}`);
            sum += o.remaining;
            prev = o;
          }
          if (tail[slot] !== prev) problems.push(`fast book: tail mismatch in slot ${slot}`);
          if (sum !== volume[slot]) problems.push(`fast book: volume ${volume[slot]} != ${sum} in slot ${slot}`);
          if (head[slot] && (expectBest < 0 || !backs)) expectBest = backs && expectBest >= 0 ? expectBest : i;
        }
        if (best[s] !== expectBest) problems.push(`fast book: best ${best[s]} != ${expectBest} on side ${s}`);
      }
    },
  };
}
