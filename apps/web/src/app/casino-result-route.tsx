import { loadRoundDetail } from '../features/casino/index.ts';
import { loadCasinoResults } from '../features/reports/index.ts';

/**
 * report/casino-result as a lazy route: the reports feature's page, with the casino feature's
 * round detail (cards, bets, Verify) composed in, since features do not import each other.
 */
export async function casinoResultRoute() {
  const [{ CasinoResultsPage }, { RoundDetailModal }] = await Promise.all([loadCasinoResults(), loadRoundDetail()]);
  return { Component: () => <CasinoResultsPage RoundDetail={RoundDetailModal} /> };
}
