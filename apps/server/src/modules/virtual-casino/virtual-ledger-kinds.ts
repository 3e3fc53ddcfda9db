/** Ledger kinds of Our Virtual on the customer's MAIN account against HOUSE: the stake taken, the return paid. */
export const VIRTUAL_LEDGER_KIND = { bet: 'VIRTUAL_BET', win: 'VIRTUAL_WIN' } as const;

export const VIRTUAL_KINDS: string[] = Object.values(VIRTUAL_LEDGER_KIND);
