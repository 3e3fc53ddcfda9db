/** Ledger kinds that book a customer's sport results on MAIN: settled profit or loss, commission, and their rollbacks. */
export const RESULT_KINDS = ['SETTLEMENT', 'COMMISSION', 'ROLLBACK', 'ROLLBACK_COMMISSION'];
