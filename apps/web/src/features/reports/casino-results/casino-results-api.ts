import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../unwrap.ts';

/** The Indian casino tables (exchange-rules.md); sport_id names the table. */
export const casinoTables = [
  { id: 'teen20', name: 'Teen Patti 20-20' },
  { id: 'dt20', name: 'Dragon Tiger' },
  { id: 'lucky7', name: 'Lucky 7' },
  { id: 'ab', name: 'Andar Bahar' },
  { id: 'card32', name: '32 Cards' },
  { id: 'aaa', name: 'Amar Akbar Anthony' },
] as const;

export interface CasinoResultQuery {
  page: number;
  sport_id: string;
  from_date: string;
  to_date: string;
}

export const fetchCasinoResults = (q: CasinoResultQuery) => unwrap(api.casino.getCasinoResult(q));

export const fetchRoundResult = (roundId: string) => unwrap(api.betResult.marketResultDetailsByMarketId({ market_id: roundId }));
