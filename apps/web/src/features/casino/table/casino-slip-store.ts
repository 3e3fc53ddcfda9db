import { create } from 'zustand';
import { newClientRef } from '../../../lib/client-ref.ts';
import type { SelectionPick } from './selection-list.tsx';

export interface CasinoSlipTarget extends SelectionPick {
  matchId: number;
  /** The round (`mid`) the rate was shown for: a bet never carries over to the next round. */
  roundId: string;
}

interface CasinoSlipState {
  target: CasinoSlipTarget | null;
  stake: string;
  /** One per submission: the server places a client_ref at most once (kept while an answer is unknown). */
  clientRef: string;
  notice: string | null;
  open(target: CasinoSlipTarget): void;
  setStake(stake: string): void;
  requote(odds: number, notice: string): void;
  renewRef(): void;
  close(): void;
}

export const useCasinoSlip = create<CasinoSlipState>((set) => ({
  target: null,
  stake: '',
  clientRef: newClientRef(),
  notice: null,
  open: (target) => set({ target, notice: null, clientRef: newClientRef() }),
  setStake: (stake) => set({ stake }),
  requote: (odds, notice) => set((s) => (s.target ? { target: { ...s.target, odds }, notice } : s)),
  renewRef: () => set({ clientRef: newClientRef() }),
  close: () => set({ target: null, notice: null }),
}));
