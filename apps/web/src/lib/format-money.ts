/** Money as the header shows it: two decimals (spec section 9); unreadable values read as 0. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return (Number.isFinite(n) ? n : 0).toFixed(2);
}
