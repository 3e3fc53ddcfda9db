import { type DownlineRow, type OperatorExportReport, type operatorExportQuery } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { findUserById } from '../auth/user-repository.ts';
import { selfOrDownline, userInDownline } from '../hierarchy/downline-scope.ts';
import { listDownline } from '../hierarchy/list-downline.ts';
import { OPERATOR_DAYS_BACK } from '../operator-reports/operator-report-routes.ts';
import { operatorProfitLoss } from '../operator-reports/operator-profit-loss.ts';
import { reportBets } from '../operator-reports/report-bets.ts';
import { accountStatement } from '../reports/account-statement.ts';
import { reportWindow } from '../reports/report-window.ts';
import { riskScopeOf } from '../risk/risk-scope.ts';
import { allPages, csvDocument, EXPORT_ROWS, type CsvColumn } from './csv-document.ts';
import type { ExportResult } from './customer-export.ts';
import { downlineProfitLossColumns, marketProfitLossColumns } from './profit-loss-columns.ts';
import { betColumns, betLines, statementColumns, statementLines } from './report-columns.ts';

type Query = z.output<typeof operatorExportQuery>;

/** The largest page the console's paged reports serve; the export reads them all, page by page. */
const PAGE = 100;

const operatorBetColumns: CsvColumn<Parameters<(typeof betColumns)[number]['value']>[0] & { user_name?: string; ip?: string | null }>[] = [
  { header: 'User', kind: 'text', value: (b) => b.user_name },
  ...betColumns,
  { header: 'IP', kind: 'text', value: (b) => b.ip },
];

const downlineColumns: CsvColumn<DownlineRow>[] = [
  { header: 'User id', kind: 'number', value: (r) => r.user_id },
  { header: 'User', kind: 'text', value: (r) => r.user_name },
  { header: 'Role', kind: 'text', value: (r) => r.role },
  { header: 'Credit reference', kind: 'money', value: (r) => r.credit_reference },
  { header: 'Balance', kind: 'money', value: (r) => r.balance },
  { header: 'Exposure', kind: 'money', value: (r) => r.exposure },
  { header: 'Available', kind: 'money', value: (r) => r.available },
  { header: 'Profit/Loss', kind: 'money', value: (r) => r.profit_loss },
  { header: 'User lock', kind: 'text', value: (r) => r.user_lock },
  { header: 'Bet lock', kind: 'text', value: (r) => r.bet_lock },
  { header: 'Partnership %', kind: 'number', value: (r) => r.partnership },
  { header: 'Exposure limit', kind: 'money', value: (r) => r.exposure_limit },
];

/** An operator's export: a file, the screen's refusal, or `outside` (a user or parent outside the caller's downline: 403). */
export type OperatorExportResult = ExportResult | { ok: 'outside' };

const OUTSIDE = { ok: 'outside' } as const;

/**
 * One of the console's reports as CSV, within the caller's downline by the same scope checks as
 * the screens (riskScopeOf, userInDownline, selfOrDownline), from the same queries, every page.
 */
export async function operatorExport(db: Kysely<Database>, caller: AuthUser, q: Query, now = Date.now()): Promise<OperatorExportResult> {
  const report: OperatorExportReport = q.report;
  const name = `console-${report.replace(/_/g, '-')}${q.from_date && q.to_date ? `-${q.from_date}-to-${q.to_date}` : ''}.csv`;
  const range = () => reportWindow(q.from_date!, q.to_date!, now, OPERATOR_DAYS_BACK);
  // Every id given is checked, also one the report does not use: a request about anyone outside
  // the downline answers 403 (api.md), not a file of the caller's own downline.
  for (const id of [q.user_id, q.parent_id]) if (id !== undefined && !(await selfOrDownline(db, caller, id))) return OUTSIDE;
  switch (report) {
    case 'bets': {
      const scope = await riskScopeOf(db, caller, q.user_id);
      if (!scope) return OUTSIDE;
      const window = range();
      if (!window.ok) return window;
      const bets = await allPages(async (page) => {
        const { rows, total } = await reportBets(db, scope, window, {
          ...q,
          from_date: q.from_date!,
          to_date: q.to_date!,
          page,
          limit: PAGE,
        });
        return { data: rows, total: { total_count: total } };
      });
      return { ok: true, name, csv: csvDocument(operatorBetColumns, betLines(bets)) };
    }
    case 'profit_loss': {
      const scope = await riskScopeOf(db, caller, q.parent_id);
      const parent = scope && (await findUserById(db, scope.rootId));
      if (!scope || !parent) return OUTSIDE;
      const window = range();
      if (!window.ok) return window;
      const read = (page: number) =>
        operatorProfitLoss(db, scope, parent, window, { ...q, from_date: q.from_date!, to_date: q.to_date!, page, limit: PAGE });
      const first = await read(1);
      const total = { profit_loss: first.profit_loss, share: first.share };
      if (first.by === 'market') {
        const rows = await allPages(async (page) => (page === 1 ? first : await read(page)) as typeof first);
        return { ok: true, name, csv: csvDocument(marketProfitLossColumns, [...rows, { match_name: 'Total', ...total }]) };
      }
      const rows = await allPages(async (page) => (page === 1 ? first : await read(page)) as typeof first);
      return { ok: true, name, csv: csvDocument(downlineProfitLossColumns, [...rows, { user_name: 'Total', ...total }]) };
    }
    case 'statement': {
      const user = await userInDownline(db, caller, q.user_id!);
      if (!user) return OUTSIDE;
      const window = reportWindow(q.from_date!, q.to_date!, now);
      if (!window.ok) return window;
      const s = await accountStatement(db, q.user_id!, window, q.account_type, 1, EXPORT_ROWS);
      return { ok: true, name: `statement-${user.user_name}.csv`, csv: csvDocument(statementColumns, statementLines(s.data, s.opening)) };
    }
    case 'downline': {
      const parent = await selfOrDownline(db, caller, q.parent_id ?? caller.userId);
      if (!parent) return OUTSIDE;
      const list = { search: q.search, sort: 'user_name' as const, order: 'asc' as const };
      const { rows } = await listDownline(db, Number(parent.user_id), list, { offset: 0, limit: EXPORT_ROWS });
      return { ok: true, name: `downline-${parent.user_name}.csv`, csv: csvDocument(downlineColumns, rows) };
    }
  }
}
