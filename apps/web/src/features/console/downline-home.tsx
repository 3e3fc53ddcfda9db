import { DownlineView } from './downline-view.tsx';
import { SummaryBar } from './summary-bar.tsx';

/** The console's home: the caller's own figures above its downline. */
export function DownlineHome() {
  return (
    <>
      <SummaryBar />
      <DownlineView />
    </>
  );
}
