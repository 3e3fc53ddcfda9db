import { resultChip, resultName } from '../../../lib/casino-result-label.ts';

/** The last ten rounds, newest first; a chip opens that round's detail. */
export function LastResults({
  type,
  results,
  onOpen,
}: {
  type: string;
  results: readonly { mid: string | number; result: string }[];
  onOpen(mid: string): void;
}) {
  return (
    <section className="last-results" aria-label="Last results">
      <h2>Last Result</h2>
      {results.length === 0 ? (
        <p className="muted">No rounds yet.</p>
      ) : (
        <ol>
          {results.map((r) => (
            <li key={String(r.mid)}>
              <button
                type="button"
                className={`result-chip r${r.result}`}
                aria-label={`Round ${r.mid}: ${resultName(type, r.result)}`}
                onClick={() => onOpen(String(r.mid))}
              >
                {resultChip(type, r.result)}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
