import { lazy, Suspense, useState } from 'react';
import './fancy-book-button.css';

// The panel (and its styles) load on the first click: most customers never open a book.
const RunBookModal = lazy(() => import('./run-book-modal.tsx').then((m) => ({ default: m.RunBookModal })));

/** "Book" on a fancy the caller has bets on: opens the run book panel. */
export function FancyBookButton({ fancyId, name }: { fancyId: number; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="fancy-book-button" aria-label={`Book of ${name}`} onClick={() => setOpen(true)}>
        Book
      </button>
      {open && (
        <Suspense fallback={null}>
          <RunBookModal fancyId={fancyId} name={name} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
