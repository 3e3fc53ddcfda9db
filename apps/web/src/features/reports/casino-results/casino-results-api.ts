import { api } from '../../../lib/api-client.ts';
import { unwrap } from '../unwrap.ts';

export interface CasinoResultQuery {
  page: number;
  sport_id: string;
  from_date: string;
  to_date: string;
}

export const fetchCasinoResults = (q: CasinoResultQuery) => unwrap(api.casino.getCasinoResult(q));

/** Our Casino's tables, for the report's table picker. */
export const fetchCasinoTables = () => unwrap(api.casino.getTables({}));
