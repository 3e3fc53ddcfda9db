/** A small inline busy marker with a label screen readers announce. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading-dot" aria-hidden="true" />
      {label}…
    </div>
  );
}
