import { classicSevens } from './classic-sevens.ts';
import { dragonPearls } from './dragon-pearls.ts';
import { jungleWilds } from './jungle-wilds.ts';
import type { SlotTitle } from './slot-types.ts';

/** Every slot title, in lobby order. */
export const SLOT_TITLES: readonly SlotTitle[] = [classicSevens, jungleWilds, dragonPearls];

export function slotTitle(id: string): SlotTitle | undefined {
  return SLOT_TITLES.find((t) => t.id === id);
}
