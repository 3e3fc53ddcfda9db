/**
 * House-level accounts, created with these ids by migration 0003 so every process agrees on
 * them without a lookup. HOUSE banks bookmaker/fancy markets and keeps rounding, COMMISSION
 * collects commission, FUNDING is the other side of operator credits and debits.
 */
export const HOUSE_ACCOUNT_IDS = { HOUSE: 1, COMMISSION: 2, FUNDING: 3 } as const;
