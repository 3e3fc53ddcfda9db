// Filled by the money core (accounts, ledger, markets, bets).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MoneyTables {}
