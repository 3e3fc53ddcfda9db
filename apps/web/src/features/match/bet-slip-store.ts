import { create } from 'zustand';
import { newClientRef } from '../../lib/client-ref.ts';

export interface MarketSlip {
  kind: 'market';
  matchId: number;
  marketId: number;
  marketName: string;
  /** Exchange markets step along the ladder; bookmaker bets stand at the quoted odds. */
  onLadder: boolean;
  selectionId: number;
  runnerName: string;
  isBack: boolean;
  odds: number;
  betDelay: number;
  minStack: number;
  maxStack: number;
}

export interface FancySlip {
  kind: 'fancy';
  matchId: number;
  fancyId: number;
  fancyType: string;
  name: string;
  isBack: boolean;
  /** The quoted line; a khado's start, 0 until one is chosen when the khado quotes no line. */
  run: number;
  rate: number;
  minStack: number;
  maxStack: number;
}

export type SlipTarget = MarketSlip | FancySlip;

interface BetSlipState {
  target: SlipTarget | null;
  stake: string;
  /**
   * One per submission (the server places a client_ref at most once): renewed after any answer
   * and on a new slip, kept after a send that may have placed the bet (see sendSlip).
   */
  clientRef: string;
  /** Why the last attempt did not go through, shown in the slip (e.g. a rate change). */
  notice: string | null;
  open(target: SlipTarget): void;
  update(patch: Partial<SlipTarget>, notice?: string | null): void;
  setStake(stake: string): void;
  /** After a placement was answered: the next press is a new bet. */
  renewRef(): void;
  close(): void;
}

export const useBetSlip = create<BetSlipState>((set) => ({
  target: null,
  stake: '',
  clientRef: newClientRef(),
  notice: null,
  open: (target) => set({ target, notice: null, clientRef: newClientRef() }),
  update: (patch, notice = null) => set((s) => (s.target ? { target: { ...s.target, ...patch } as SlipTarget, notice } : s)),
  setStake: (stake) => set({ stake }),
  renewRef: () => set({ clientRef: newClientRef() }),
  close: () => set({ target: null, notice: null }),
}));
