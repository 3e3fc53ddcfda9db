/**
 * One draw of a market (a day of a daily market, an hour of the starline): its match holds the
 * bet markets (`markets_json`: market id per bet market key); results are pannas ("128").
 */
export interface MatkaDrawsTable {
  match_id: number;
  market_code: string;
  /** yyyy-MM-dd for a daily market, yyyy-MM-ddTHH for the starline. */
  draw_key: string;
  open_at: number;
  /** Null for a single-draw (starline) market. */
  close_at: number | null;
  /** The fair_chains chain and the seats (nonces) of the open and close draws. */
  chain_id: number;
  open_nonce: number;
  close_nonce: number | null;
  open_result: string | null;
  close_result: string | null;
  /** The revealed seeds s_k, once each draw is made. */
  open_seed: string | null;
  close_seed: string | null;
  /** OPEN, OPEN_DRAWN, SETTLED, VOID, HELD (rolled back by the operator). */
  status: 'OPEN' | 'OPEN_DRAWN' | 'SETTLED' | 'VOID' | 'HELD';
  markets_json: string;
}

export interface MatkaTables {
  matka_draws: MatkaDrawsTable;
}
