/**
 * A reel strip from symbol counts, each symbol spread evenly along it (symbol s with n copies
 * sits near positions (i + 1/2) L / n), ties kept in the order given. Deterministic, so the
 * strip is part of the PAR sheet; spreading keeps a rare symbol (a scatter) from stacking.
 */
export function spreadStrip(counts: readonly (readonly [string, number])[]): string[] {
  const length = counts.reduce((sum, [, n]) => sum + n, 0);
  const placed = counts.flatMap(([symbol, n], order) =>
    Array.from({ length: n }, (_, i) => ({ symbol, order, at: ((i + 0.5) * length) / n })),
  );
  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  return placed.map((p) => p.symbol);
}
