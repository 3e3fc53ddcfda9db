import { Modal } from '../../components/ui/modal.tsx';
import { useRunBook } from './run-book-api.ts';
import { runBookRows, signedRupees } from './run-book-rows.ts';
import './run-book.css';

interface RunBookModalProps {
  fancyId: number;
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Book: the caller's P&L for every result the fancy can settle at, one row per range where it
 * changes. The worst row is what the exchange holds against the balance for this fancy.
 */
export function RunBookModal({ fancyId, name, open, onOpenChange }: RunBookModalProps) {
  const { data, error, isLoading } = useRunBook(fancyId, open);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Book: ${name}`}>
      {isLoading && <p role="status">Loading…</p>}
      {error && <p role="alert">{error.message}</p>}
      {data && (
        <>
          <p className="run-book-note">
            Results 0 – {data.max_result}
            {data.meter_cap !== null && `, meter capped at ${data.meter_cap} runs`}. Held: {signedRupees(-data.exposure)}
          </p>
          <table className="run-book">
            <thead>
              <tr>
                <th scope="col">Runs</th>
                <th scope="col">Profit / loss</th>
              </tr>
            </thead>
            <tbody>
              {runBookRows(data).map((row) => (
                <tr key={row.runs} className={row.worst ? 'run-book-worst' : undefined}>
                  <th scope="row">{row.runs}</th>
                  <td className={row.tone}>
                    {row.pnl}
                    {row.worst && <span className="run-book-label">worst case (held)</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Modal>
  );
}
