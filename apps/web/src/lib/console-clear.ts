/** Spec section 9: the console is cleared once, 1,115,000 ms after the first intercepted request. */
const consoleClearDelayMs = 1_115_000;

let scheduled = false;

export function scheduleConsoleClear(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => console.clear(), consoleClearDelayMs);
}
