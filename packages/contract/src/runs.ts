import { z } from 'zod';
import { strictNumber } from './money.ts';

/** The highest run count or line a fancy takes: above any cricket score, and it bounds the run book. */
export const MAX_RUNS = 9999;

/** Whole runs, 0 to MAX_RUNS: a fancy's line is part of its price, so it is as strict as the money fields. */
export const runs = strictNumber.pipe(
  z.number().int('must be whole runs').min(0, 'must not be negative').max(MAX_RUNS, `must be at most ${MAX_RUNS}`),
);

/** The highest line a fancy bet may name: a binary session's line is a price (casino.md section 6), above any run count. */
const MAX_BET_LINE = 999_999;

/** A fancy bet's `run`: whole, 0 to MAX_BET_LINE; the fancy's own quote and result domain bound it further. */
export const betLine = strictNumber.pipe(
  z.number().int('must be whole runs').min(0, 'must not be negative').max(MAX_BET_LINE, `must be at most ${MAX_BET_LINE}`),
);
