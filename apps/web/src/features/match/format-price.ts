/** Odds and runs as the ladder has them: at most two decimals, no float noise (1.6099999 -> 1.61). */
export function formatPrice(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '';
}

/** Stakes in the book: whole rupees. */
export const formatSize = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : '';
