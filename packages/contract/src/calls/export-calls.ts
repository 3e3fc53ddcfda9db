import { csvExport, customerExportQuery, operatorExportQuery } from '../report-exports.ts';
import { failEnvelope } from '../envelope.ts';
import { defineCalls } from './define-calls.ts';

const { get } = defineCalls('exports');

/** Reports as CSV files with exactly the rows and totals of their screens (api.md "Cash out, editing and export"). */
export const exportCalls = [
  get('report/export', csvExport, {
    query: customerExportQuery,
    description:
      "The caller's own statement, current bets, profit & loss, casino results or live casino bets as CSV: the screen's rows (every page) and totals for the same filters, IST dates, rupees with two decimals; a text cell beginning with = + - or @ is written as text (a leading '). Codes: INVALID_DATE, INVALID_DATE_RANGE, DATE_RANGE_TOO_OLD.",
  }),
  get('admin/report/export', csvExport, {
    query: operatorExportQuery,
    access: 'operator',
    otherAnswers: { 403: failEnvelope },
    description:
      "The console's bet list, P&L, downline list or a downline user's statement (`user_id`) as CSV, within the caller's downline: a `user_id` or `parent_id` outside it answers 403.",
  }),
];
