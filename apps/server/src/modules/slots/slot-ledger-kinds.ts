/** Ledger kinds of slot movements on the customer's MAIN account against HOUSE. */
export const SLOT_LEDGER_KIND = { bet: 'SLOT_BET', win: 'SLOT_WIN' } as const;

export const SLOT_KINDS: string[] = Object.values(SLOT_LEDGER_KIND);
