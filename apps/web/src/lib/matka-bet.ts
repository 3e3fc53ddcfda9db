/**
 * A matka bet is a KHADO fancy of the hidden Matka sport (server: matka/bet-markets.ts) whose rate
 * is profit per 100 staked; the customer chose it as "Single panna 140x", a return per 1 staked,
 * so every list shows it that way rather than as a run and a rate ("123 / 13900").
 */
export const isMatkaBet = (b: { sport_name: string; fancy_id: number | null }): boolean => b.fancy_id !== null && b.sport_name === 'Matka';

/** A matka rate as the return per 1 staked: 13900 -> "140x", 850 -> "9.5x". */
export const matkaReturn = (rate: number): string => `${(100 + rate) / 100}x`;
