/**
 * Spec section 7 moves sport 4 (cricket) first and section 9 moves 2378961 (politics) first;
 * both hold if cricket leads and politics follows it (docs/decisions.md). Then by position.
 */
const pinned = [4, 2378961];

export function sortSports<T extends { sport_id: number; position: number }>(sports: T[]): T[] {
  const rank = (s: T) => {
    const i = pinned.indexOf(s.sport_id);
    return i === -1 ? pinned.length : i;
  };
  return [...sports].sort((a, b) => rank(a) - rank(b) || a.position - b.position || a.sport_id - b.sport_id);
}
