import { z } from 'zod';

/**
 * A calendar day written yyyy-MM-dd, and a day that exists: 2026-13-01 and 2026-11-31 are
 * refused as input (400), not read as some other day (Date.parse takes 2026-11-31 for 1 December).
 */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
  }, 'must be a real date (yyyy-MM-dd)');
