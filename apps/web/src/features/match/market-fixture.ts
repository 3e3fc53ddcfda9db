import type { Market } from './match-detail-api.ts';

/** Tests' open exchange market with the caller's win_loss on its runners (as bet/getMatchDetail sends it). */
export const openMarket = (market_id: number, name: string, runner_json: Market['runner_json']): Market => ({
  market_id,
  name,
  market_type: 'MATCH_ODDS',
  status: 'OPEN',
  in_play: false,
  bet_delay: 0,
  min_stack: 1,
  max_stack: 100000,
  runner_json,
});
