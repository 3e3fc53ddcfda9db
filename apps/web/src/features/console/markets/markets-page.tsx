import { useState } from 'react';
import { ApprovalsPanel } from './approvals-panel.tsx';
import { CasinoTablesPanel } from './casino-tables-panel.tsx';
import { MarketCard } from './market-card.tsx';
import { useConsoleMarkets } from './markets-api.ts';
import { MatchPicker } from './match-picker.tsx';
import { NewMarketDialog } from './new-market-dialog.tsx';
import './markets.css';

/** The admin's Markets tab: matches, their markets and fancies with every command, four eyes approvals, casino tables. */
export function MarketsPage() {
  const [matchId, setMatchId] = useState<number | null>(null);
  const [creating, setCreating] = useState<'market' | 'fancy' | null>(null);
  const markets = useConsoleMarkets(matchId);

  return (
    <div className="console-markets">
      <MatchPicker matchId={matchId} onMatch={setMatchId} />
      {matchId !== null && (
        <section aria-label="Markets">
          <div className="console-actions">
            <button type="button" onClick={() => setCreating('market')}>
              New market
            </button>
            <button type="button" onClick={() => setCreating('fancy')}>
              New fancy
            </button>
          </div>
          {markets.error && <p role="alert">{markets.error.message}</p>}
          {markets.data?.length === 0 && <p>No markets yet.</p>}
          {(markets.data ?? []).map((m) => (
            <MarketCard key={m.market_id} market={m} />
          ))}
          <NewMarketDialog matchId={matchId} kind={creating} onClose={() => setCreating(null)} />
        </section>
      )}
      <ApprovalsPanel />
      <CasinoTablesPanel />
    </div>
  );
}
