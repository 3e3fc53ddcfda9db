import type { Transaction } from 'kysely';
import { chunks } from '../../db/chunks.ts';
import { QueryTemplate, standIns } from '../../db/query-template.ts';
import { TemplatesByCount } from '../../db/templates-by-count.ts';
import type { Database } from '../../db/schema.ts';

/** A ledger_entries row's values, in the insert's column order. */
export type LedgerRow = [
  txnId: string,
  accountId: number,
  amount: number,
  kind: string,
  refType: string,
  refId: number | null,
  remark: string | null,
  createdAt: number,
];

const COLUMNS = 8;

function buildInsert(trx: Transaction<Database>, ...values: unknown[]) {
  const rows = [];
  for (let at = 0; at < values.length; at += COLUMNS) {
    const [txn_id, account_id, amount, kind, ref_type, ref_id, remark, created_at] = values.slice(at, at + COLUMNS) as LedgerRow;
    rows.push({ txn_id, account_id, amount, kind, ref_type, ref_id, remark, created_at });
  }
  return trx.insertInto('ledger_entries').values(rows);
}

/** Two ledger pairs (a spin's bet and win) at most: the shapes of the hot paths, compiled once each. */
// Stryker disable next-line ArrowFunction: with no template every statement is built, the same SQL with the same values
const templates = new TemplatesByCount(4, (rows) => new QueryTemplate(buildInsert, standIns(rows * COLUMNS)));

/**
 * Inserts the rows, one INSERT per 500 (see chunks). Up to four rows it runs a template; the
 * statement is the same text either way.
 */
export async function insertLedgerRows(trx: Transaction<Database>, rows: LedgerRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    const values = part.flat();
    const template = templates.for(part.length);
    // Stryker disable next-line ConditionalExpression: the template and the built statement are the same SQL with the same values (past four, there is no template: post-ledger-transactions.test.ts)
    if (template) await template.run(trx, ...values);
    else await buildInsert(trx, ...values).execute();
  }
}
