import { DAY_MS, istDayRange, tableTypes, type CustomerExportReport, type customerExportQuery } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { findRounds, findUserBets } from '../casino-reports/casino-report-repository.ts';
import { tablesNamed, UNKNOWN_TABLE } from '../casino-reports/tables-named.ts';
import { accountStatement } from '../reports/account-statement.ts';
import { profitLoss } from '../reports/profit-loss.ts';
import { reportWindow } from '../reports/report-window.ts';
import { listBets } from '../trading/read/bet-list.ts';
import { allPages, csvDocument, EXPORT_ROWS } from './csv-document.ts';
import { profitLossColumns } from './profit-loss-columns.ts';
import {
  betColumns,
  betLines,
  casinoResultColumns,
  liveCasinoBetColumns,
  liveCasinoBetLines,
  statementColumns,
  statementLines,
} from './report-columns.ts';

type Query = z.output<typeof customerExportQuery>;

/** A file to send, or the screen's own refusal (a date range too old or reversed). */
export type ExportResult = { ok: true; name: string; csv: string } | { ok: false; code: string; message: string };

const fileName = (report: string, q: { from_date?: string; to_date?: string }) =>
  `${report.replace(/_/g, '-')}${q.from_date && q.to_date ? `-${q.from_date}-to-${q.to_date}` : ''}.csv`;

/**
 * One of the customer's report screens as CSV: the same query the screen calls (every page of
 * it) for the same filters, the same rows, and the screen's totals below them.
 */
export async function customerExport(db: Kysely<Database>, userId: number, q: Query, now = Date.now()): Promise<ExportResult> {
  const csv = await customerCsv(db, userId, q, now);
  return typeof csv === 'string' ? { ok: true, name: fileName(q.report, q), csv } : csv;
}

async function customerCsv(
  db: Kysely<Database>,
  userId: number,
  q: Query,
  now: number,
): Promise<string | Extract<ExportResult, { ok: false }>> {
  const report: CustomerExportReport = q.report;
  switch (report) {
    case 'statement': {
      const window = reportWindow(q.from_date!, q.to_date!, now);
      if (!window.ok) return window;
      const s = await accountStatement(db, userId, window, q.account_type, 1, EXPORT_ROWS);
      return csvDocument(statementColumns, statementLines(s.data, s.opening));
    }
    case 'current_bets': {
      const { items } = await listBets(db, { userId, open: true, kind: q.bet_type, page: 1, limit: EXPORT_ROWS });
      return csvDocument(betColumns, betLines(items));
    }
    case 'profit_loss': {
      const window = reportWindow(q.from_date!, q.to_date!, now);
      if (!window.ok) return window;
      const pl = await profitLoss(db, userId, window);
      return csvDocument(profitLossColumns, [...pl.data, { sport_name: 'Total', net: pl.total }]);
    }
    case 'casino_results': {
      const range = istDayRange(q.from_date!, q.to_date!);
      // Every table when none is named.
      const gtypes = q.sport_id === undefined ? [...tableTypes] : await tablesNamed(db, q.sport_id);
      if (gtypes.length === 0) return { ok: false, code: 'GAME_NOT_FOUND', message: UNKNOWN_TABLE };
      return csvDocument(casinoResultColumns, await allPages((page) => findRounds(db, gtypes, { ...range, page })));
    }
    case 'live_casino_bets': {
      // As the screen: the range given, else the last week.
      const range = q.from_date && q.to_date ? istDayRange(q.from_date, q.to_date) : { start: now - 7 * DAY_MS, end: now + 1 };
      const bets = await allPages((page) => findUserBets(db, userId, { ...range, page }));
      return csvDocument(liveCasinoBetColumns, liveCasinoBetLines(bets));
    }
  }
}
