import type { FairStream } from '../fair/fair-stream.ts';
import type { SlotTitle } from './slot-types.ts';

/** One stop per reel, leftmost first, each `uniform(strip length)` from the spin's stream (casino.md section 4). */
export function drawStops(title: SlotTitle, stream: FairStream): number[] {
  return title.reels.map((strip) => stream.uniform(strip.length));
}
