import { create } from 'zustand';
import { storageKeys } from '../../lib/storage-keys.ts';
import { isMobileWidth } from '../../lib/use-is-mobile.ts';

type PrefKey = typeof storageKeys.showBalance | typeof storageKeys.showExposure;

/** A stored choice wins; without one the figures show on wide screens and hide on phones. */
function readPref(key: PrefKey): boolean {
  const stored = localStorage.getItem(key);
  return stored === null ? !isMobileWidth() : stored === '1';
}

interface DisplayPrefs {
  showBalance: boolean;
  showExposure: boolean;
  toggle(which: 'showBalance' | 'showExposure'): void;
}

export const useDisplayPrefs = create<DisplayPrefs>((set, get) => ({
  showBalance: readPref(storageKeys.showBalance),
  showExposure: readPref(storageKeys.showExposure),
  toggle(which) {
    const next = !get()[which];
    localStorage.setItem(storageKeys[which], next ? '1' : '0');
    set({ [which]: next });
  },
}));
