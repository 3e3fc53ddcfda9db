export { AccountStatementPage } from './account-statement/account-statement-page.tsx';
export { CurrentBetsPage } from './current-bets/current-bets-page.tsx';
export { CasinoResultsPage } from './casino-results/casino-results-page.tsx';
export { PaymentStatementPage } from './payment-statement-page.tsx';
export { LiveCasinoBetsPage } from './live-casino-bets-page.tsx';
