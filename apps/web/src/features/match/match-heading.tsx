import { PageTitle } from '../../components/ui/page-title.tsx';
import { formatIst } from '../../lib/format-ist.ts';

/** Event name with its IST start and an in-play marker. */
export function MatchHeading({ name, openDate, inPlay }: { name: string; openDate?: string; inPlay?: boolean }) {
  return (
    <PageTitle
      aside={
        <span className="match-meta">
          {inPlay && <span className="badge-inplay">In-Play</span>}
          {openDate && <time dateTime={openDate}>{formatIst(openDate)}</time>}
        </span>
      }
    >
      {name}
    </PageTitle>
  );
}
