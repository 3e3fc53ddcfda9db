import { useState } from 'react';
import { useLedgerAudit } from './audit-api.ts';

/** The ledger audit (admin/audit/ledger) and its result: every balance equals its rows, the ledger sums to zero. */
export function LedgerAuditPanel() {
  const [asked, setAsked] = useState(false);
  const { data, error, isFetching, refetch } = useLedgerAudit(asked);
  const run = () => (asked ? void refetch() : setAsked(true));
  return (
    <section className="audit-ledger" aria-label="Ledger audit">
      <h2>Ledger audit</h2>
      <button type="button" onClick={run} disabled={isFetching}>
        {isFetching ? 'Checking…' : 'Run the ledger audit'}
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data && !isFetching && (
        <div role="status">
          {data.differences.length === 0 ? (
            <p className="audit-ok">
              OK: {data.accounts} accounts and {data.entries} ledger rows balance.
            </p>
          ) : (
            <>
              <p className="negative">{data.differences.length} differences found:</p>
              <ul className="audit-diff">
                {data.differences.map((d, i) => (
                  <li key={i}>
                    <b>{d.kind}</b> {d.account_id !== null && `account ${d.account_id}`} {d.txn_id && `txn ${d.txn_id}`}: expected{' '}
                    {d.expected}, found {d.actual}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
