/** Ledger kinds that book a customer's sport results on MAIN: settled profit or loss, commission, and their rollbacks. */
export const RESULT_KINDS = ['SETTLEMENT', 'COMMISSION', 'ROLLBACK', 'ROLLBACK_COMMISSION'];

/** Provider movements on the customer's MAIN account against HOUSE (the seamless wallet). */
export const CASINO_LEDGER_KIND = { debit: 'CASINO_BET', credit: 'CASINO_WIN', rollback: 'CASINO_REFUND' } as const;

/** Slot movements on the customer's MAIN account against HOUSE. */
export const SLOT_LEDGER_KIND = { bet: 'SLOT_BET', win: 'SLOT_WIN' } as const;

/** Our Virtual on the customer's MAIN account against HOUSE: the stake taken, the return paid. */
export const VIRTUAL_LEDGER_KIND = { bet: 'VIRTUAL_BET', win: 'VIRTUAL_WIN' } as const;

/**
 * Every kind the daily loss limit counts: one net result over sports (with the casino tables,
 * binary and matka, which settle like them), provider casinos, slots and Our Virtual, so a limit
 * reached in one product holds in every other. The trading batch and the games read this one list.
 */
export const DAILY_RESULT_KINDS = [
  ...RESULT_KINDS,
  ...Object.values(CASINO_LEDGER_KIND),
  ...Object.values(SLOT_LEDGER_KIND),
  ...Object.values(VIRTUAL_LEDGER_KIND),
];
