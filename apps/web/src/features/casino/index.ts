export { VirtualCasinoPage } from './casino-pages.tsx';

// Lazy routes (react-router `lazy`): the tables, the lobby and the round detail with its games
// engine load on their first visit, never with the app.
export const casinoListRoute = async () => ({ Component: (await import('./list/casino-list-page.tsx')).CasinoListPage });
export const casinoTableRoute = async () => ({ Component: (await import('./table/casino-table-page.tsx')).CasinoTablePage });
export const loadRoundDetail = () => import('./round/round-detail-modal.tsx');
