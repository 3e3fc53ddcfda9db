import { api } from '../../lib/api-client.ts';

export const cancelBet = (betId: number) => api.bet.cancelBet({ bet_id: betId });

/** A lower unmatched stake (kept in the queue) and/or a new price (a new bet there): bet/replaceBet. */
export const replaceBet = (betId: number, edit: { odds?: number; stack?: number }) => api.bet.replaceBet({ bet_id: betId, ...edit });

export const cancelAllOnMarket = (marketId: number) => api.bet.cancelAll({ market_id: marketId });
