export { AccountStatementPage } from './account-statement/account-statement-page.tsx';
export { CurrentBetsPage } from './current-bets/current-bets-page.tsx';
export { PaymentStatementPage } from './payment-statement-page.tsx';
export { LiveCasinoBetsPage } from './live-casino-bets-page.tsx';
export { ProfitLossPage } from './profit-loss/profit-loss-page.tsx';

/** report/casino-result loads on its first visit (a lazy route composed in src/app with the casino's round detail). */
export const loadCasinoResults = () => import('./casino-results/casino-results-page.tsx');
