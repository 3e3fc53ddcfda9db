/** Ledger kinds of provider movements on the customer's MAIN account against HOUSE. */
export const CASINO_LEDGER_KIND = { debit: 'CASINO_BET', credit: 'CASINO_WIN', rollback: 'CASINO_REFUND' } as const;

export const CASINO_KINDS: string[] = Object.values(CASINO_LEDGER_KIND);
