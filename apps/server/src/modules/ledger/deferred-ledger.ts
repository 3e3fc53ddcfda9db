import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addToBalances } from './add-to-balances.ts';
import { insertLedgerRows, type LedgerRow } from './insert-ledger-rows.ts';
import { ledgerRowsOf, type LedgerTransaction } from './post-ledger.ts';

/**
 * The ledger transactions of a group commit's calls (spins, virtual bets), written once for the
 * whole group as the bet batch writes its own: every row in one INSERT and each account's balance
 * moved by its net in one UPDATE, in the group's transaction before its COMMIT. Until then the
 * database does not show them, so a call that reads a balance or the ledger of a customer with
 * rows waiting here must flush first (`holds`; WalletGroupCommit does it before such a call).
 */
export class DeferredLedger {
  private rows: LedgerRow[] = [];
  private net = new Map<number, number>();
  private users = new Set<number>();

  /** Takes the customer's balanced transactions (throws on an unbalanced one, a bug); nothing is written yet. */
  post(userId: number, transactions: LedgerTransaction[]): void {
    const posted = ledgerRowsOf(transactions);
    for (const row of posted.rows) this.rows.push(row);
    for (const [accountId, amount] of posted.net) this.net.set(accountId, (this.net.get(accountId) ?? 0) + amount);
    this.users.add(userId);
  }

  /** Whether a call must flush before it runs: its customer has rows waiting, or it names none and any are waiting. */
  holds(userId: number | undefined): boolean {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a flush of what waits is always right, so flushing more often is only slower; flushing less is what the tests catch (group-ledger, wallet-group-commit)
    return userId === undefined ? this.users.size > 0 : this.users.has(userId);
  }

  /** Writes what waits, in the caller's transaction, and starts empty again. */
  async flush(trx: Transaction<Database>): Promise<void> {
    // Stryker disable next-line ConditionalExpression: with nothing waiting, a flush writes no row and moves no balance
    if (this.users.size === 0) return;
    const { rows, net } = this;
    this.rows = [];
    this.net = new Map();
    this.users = new Set();
    await insertLedgerRows(trx, rows);
    await addToBalances(trx, net);
  }
}
