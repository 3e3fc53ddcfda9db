import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FancyTable } from './fancy-table.tsx';
import { MarketTable } from './market-table.tsx';
import type { MatchDetail } from './match-detail-api.ts';

/** The match's books as the server has them; betting attaches here in its own issue. */
export function MatchMarkets({ detail }: { detail: MatchDetail | null }) {
  const markets = detail?.markets ?? [];
  const fancies = detail?.fancies ?? [];
  if (markets.length === 0 && fancies.length === 0) {
    return <EmptyState title="No markets open yet">Markets for this event appear here as soon as they open.</EmptyState>;
  }
  return (
    <div className="markets">
      {markets.map((m) => (
        <MarketTable key={m.market_id} market={m} />
      ))}
      <FancyTable fancies={fancies} />
    </div>
  );
}
