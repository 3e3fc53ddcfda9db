import { fancyStreamKey } from '@bx/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FancyTable } from './fancy-table.tsx';
import { MarketTable } from './market-table.tsx';
import { raceWithoutMarkets } from './race-window.ts';
import type { Market, MatchDetail } from './match-detail-api.ts';
import { useFollowStreams } from './use-live-market.ts';

/** Match odds (and racing's WIN) first, then the other runner markets in the server's order. */
const leadTypes = ['MATCH_ODDS', 'WIN'];
const byLead = (a: Market, b: Market) => Number(leadTypes.includes(b.market_type)) - Number(leadTypes.includes(a.market_type));

interface MatchMarketsProps {
  detail: MatchDetail | null;
  /** Racing: the off, so a shut market says why. */
  raceStart?: string;
}

/** The match's books in tabs (runner markets, bookmaker, fancy), following their live streams. */
export function MatchMarkets({ detail, raceStart }: MatchMarketsProps) {
  const markets = detail?.markets ?? [];
  const fancies = detail?.fancies ?? [];
  const runnerMarkets = markets.filter((m) => m.market_type !== 'BOOKMAKER').sort(byLead);
  const bookmakers = markets.filter((m) => m.market_type === 'BOOKMAKER');
  const matchId = detail?.match_id ?? 0;
  useFollowStreams([...markets.map((m) => String(m.market_id)), ...(fancies.length > 0 ? [fancyStreamKey(matchId)] : [])]);
  if (!detail || (markets.length === 0 && fancies.length === 0)) {
    const empty = raceStart
      ? raceWithoutMarkets(raceStart)
      : { title: 'No markets open yet', text: 'Markets for this event appear here as soon as they open.' };
    return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  }
  const table = (m: Market) => <MarketTable key={m.market_id} matchId={matchId} market={m} raceStart={raceStart} />;
  const tabs = [
    { value: 'markets', title: 'Markets', body: runnerMarkets.length > 0 && runnerMarkets.map(table) },
    { value: 'bookmaker', title: 'Bookmaker', body: bookmakers.length > 0 && bookmakers.map(table) },
    { value: 'fancy', title: 'Fancy', body: fancies.length > 0 && <FancyTable matchId={matchId} fancies={fancies} /> },
  ].filter((t) => t.body);
  return (
    <Tabs.Root key={matchId} defaultValue={tabs[0]?.value} className="tabs markets">
      <Tabs.List className="tab-list" aria-label="Market groups">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className="tab">
            {t.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          {t.body}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
