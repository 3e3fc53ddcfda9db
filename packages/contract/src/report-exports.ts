import { z } from 'zod';
import { entityId } from './catalog.ts';
import { failEnvelope } from './envelope.ts';
import { calendarDay } from './calendar-day.ts';

/** The reports a customer downloads, each as its screen shows it. */
export const customerExportReports = ['statement', 'current_bets', 'profit_loss', 'casino_results', 'live_casino_bets'] as const;
export type CustomerExportReport = (typeof customerExportReports)[number];

/** The console's downloads: bet list, P&L, the downline list and a downline user's statement. */
export const operatorExportReports = ['bets', 'profit_loss', 'downline', 'statement'] as const;
export type OperatorExportReport = (typeof operatorExportReports)[number];

/** Reports read over a date range need both ends. */
const DATED = new Set(['statement', 'profit_loss', 'casino_results', 'bets']);

function needsDates(q: { report: string; from_date?: string; to_date?: string }, ctx: z.RefinementCtx): void {
  if (!DATED.has(q.report)) return;
  for (const key of ['from_date', 'to_date'] as const) {
    if (!q[key]) ctx.addIssue({ code: 'custom', message: `is required for ${q.report}`, path: [key] });
  }
}

/** The filters each screen sends, as query fields; `format` is csv, the only one. */
const filters = {
  from_date: calendarDay.optional(),
  to_date: calendarDay.optional(),
  format: z.literal('csv').default('csv'),
  account_type: z.enum(['All', 'Deposit/Withdraw', 'Sport Report', 'Casino Report']).default('All'),
};

/** report/export: the caller's own rows only. */
export const customerExportQuery = z
  .object({
    report: z.enum(customerExportReports),
    ...filters,
    bet_type: z.enum(['all', 'matched', 'unmatched', 'fancy']).default('all'),
    /** casino_results: one table (its code or match id) or -1 for every table; every table when left out. */
    sport_id: z.string().trim().min(1).max(40).optional(),
  })
  .superRefine(needsDates);
export type CustomerExportQuery = z.input<typeof customerExportQuery>;

/** admin/report/export: within the caller's downline (`user_id`/`parent_id` outside it: 403). */
export const operatorExportQuery = z
  .object({
    report: z.enum(operatorExportReports),
    ...filters,
    user_id: entityId.optional(),
    parent_id: entityId.optional(),
    by: z.enum(['downline', 'market']).default('downline'),
    status: z.enum(['settled', 'voided', 'cancelled']).default('settled'),
    user_name: z.string().trim().max(32).optional(),
    search: z.string().trim().max(32).optional(),
  })
  .superRefine((q, ctx) => {
    needsDates(q, ctx);
    if (q.report === 'statement' && !q.user_id) ctx.addIssue({ code: 'custom', message: 'is required for statement', path: ['user_id'] });
  });
export type OperatorExportQuery = z.input<typeof operatorExportQuery>;

/**
 * A download: `text/csv; charset=utf-8` with a byte order mark and `Content-Disposition:
 * attachment` (the CSV text is this string), or a refusal envelope (a date range too old).
 */
export const csvExport = z.union([z.string().meta({ description: 'CSV text (UTF-8 with BOM)' }), failEnvelope]);
