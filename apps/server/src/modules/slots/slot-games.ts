import { paiseToRupees, type SlotGame } from '@bx/contract';
import { SLOT_TITLES, type SlotTitle } from '@bx/games';

/** A PAR sheet's stated fraction "n/d" as a number (the sheet's figure is checked against the enumeration by the games tests). */
const ratio = (fraction: string) => {
  const [n, d] = fraction.split('/').map(Number) as [number, number];
  return n / d;
};

const slotGame = (t: SlotTitle): SlotGame => ({
  game_id: t.id,
  name: t.name,
  rows: t.rows,
  reels: t.reels.map((strip) => [...strip]),
  lines: t.lines.map((line) => [...line]),
  paytable: t.paytable,
  min_bet: paiseToRupees(t.minBet),
  max_bet: paiseToRupees(t.maxBet),
  rtp: ratio(t.par.rtp),
  hit_frequency: ratio(t.par.hitFrequency),
  volatility: t.par.volatility,
  wild: t.wild ?? null,
  scatter: t.scatter
    ? { symbol: t.scatter.symbol, pays: t.scatter.pays, free_spins: t.scatter.freeSpins, multiplier: t.scatter.freeSpinMultiplier }
    : null,
});

/** slot/getGames: every title as the lobby and the game page need it (computed once: the titles are constants). */
export const SLOT_GAMES: SlotGame[] = SLOT_TITLES.map(slotGame);
