import * as Accordion from '@radix-ui/react-accordion';
import { Link } from 'react-router';
import { isCasinoActive, useCasinoSports, useSeries } from '../../lib/catalog.ts';
import { webConfig } from '../../lib/config.ts';
import { SideItem } from './side-item.tsx';

function IndianCasinoTables() {
  const { data: series = [] } = useSeries(webConfig.indianCasinoSportId);
  if (series.length === 0) return <Link to={`/casino/list/${webConfig.indianCasinoSportId}`}>All tables</Link>;
  return (
    <ul className="side-matches">
      {series.map((s) => (
        <li key={s.series_id}>
          <Link to={`/casino/list/${s.series_id}`}>{s.name}</Link>
        </li>
      ))}
    </ul>
  );
}

function LiveCasinoProviders() {
  const { data: casino } = useCasinoSports();
  return (
    <ul className="side-matches">
      <li>
        <Link to="/world-casino">{isCasinoActive(casino, 'worldcasino') ? 'World Casino' : 'World Casino (soon)'}</Link>
      </li>
      <li>
        <Link to="/vcasino/slot">{isCasinoActive(casino, 'slotgator') ? 'Slot Games' : 'Slot Games (soon)'}</Link>
      </li>
    </ul>
  );
}

/** Others: the casino family; Slot Game and Fantasy Game are plain links. */
export function OthersSection({ hasIndianCasino }: { hasIndianCasino: boolean }) {
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
      <Link className="side-plain" to="/vcasino/fantasy">
        Fantasy Game
      </Link>
    </div>
  );
}
