import * as Accordion from '@radix-ui/react-accordion';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { isCasinoActive, useCasinoSports } from '../../lib/catalog.ts';
import { webConfig } from '../../lib/config.ts';
import { isProviderMenuOn, useProviderLobbies } from '../../lib/provider-lobbies.ts';
import { SideItem } from './side-item.tsx';

/** Our Casino's tables, each opening its table, and the lobby with every table. */
function IndianCasinoTables() {
  const { data: tables = [] } = useQuery({
    queryKey: ['casino', 'tables', 'sidebar'],
    queryFn: async () => (await api.casino.getTables({})).data ?? [],
    staleTime: 5 * 60_000,
  });
  return (
    <ul className="side-matches">
      {tables.map((t) => (
        <li key={t.match_id}>
          <Link to={`/casino/match/${t.match_id}`}>{t.name}</Link>
        </li>
      ))}
      <li>
        <Link to={`/casino/list/${webConfig.indianCasinoSportId}`}>All tables</Link>
      </li>
    </ul>
  );
}

function LiveCasinoProviders() {
  const { data: casino } = useCasinoSports();
  const { data: lobbies } = useProviderLobbies();
  return (
    <ul className="side-matches">
      {isProviderMenuOn(lobbies, 'worldcasino', casino) && (
        <li>
          <Link to="/world-casino">World Casino</Link>
        </li>
      )}
      {isCasinoActive(casino, 'matka') && (
        <li>
          <Link to="/matka">Matka</Link>
        </li>
      )}
      <li>
        <Link to="/vcasino/slot">Slot Games</Link>
      </li>
      <li>
        <Link to="/binary">Binary</Link>
      </li>
    </ul>
  );
}

/** Others, as the spec lists them: the casino family (binary sessions in Live Casino's list, beside matka); Slot Game and Fantasy Game are plain links. */
export function OthersSection({ hasIndianCasino }: { hasIndianCasino: boolean }) {
  const { data: lobbies } = useProviderLobbies();
  return (
    <div className="side-list">
      <Accordion.Root type="single" collapsible>
        {hasIndianCasino && (
          <SideItem value="our-casino" title="Our Casino">
            <IndianCasinoTables />
          </SideItem>
        )}
        <SideItem value="our-virtual" title="Our Virtual">
          <Link to="/vcasino/virtual">Virtual games</Link>
        </SideItem>
        <SideItem value="live-casino" title="Live Casino">
          <LiveCasinoProviders />
        </SideItem>
      </Accordion.Root>
      <Link className="side-plain" to="/vcasino/slot">
        Slot Game
      </Link>
      {isProviderMenuOn(lobbies, 'fantasy') && (
        <Link className="side-plain" to="/vcasino/fantasy">
          Fantasy Game
        </Link>
      )}
    </div>
  );
}
