import { z } from 'zod';

/** The highest run count or line a fancy takes: above any cricket score, and it bounds the run book. */
export const MAX_RUNS = 9999;

/** Whole runs, 0 to MAX_RUNS. */
export const runs = z.coerce.number().int('must be whole runs').min(0).max(MAX_RUNS, `must be at most ${MAX_RUNS}`);
