import { NavLink } from 'react-router';
import { useCasinoSports, useSeriesHeader, useSports } from '../../lib/catalog.ts';
import { webConfig } from '../../lib/config.ts';
import { isProviderMenuOn, useProviderLobbies } from '../../lib/provider-lobbies.ts';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'top-link active' : 'top-link');

/** The spec's top navigation: Home, the five headline sports, header series, and Live Casino when a live provider is on (Our Casino is in the sidebar's Others). */
export function TopNav() {
  const { data: sports = [] } = useSports();
  const { data: series = [] } = useSeriesHeader();
  const { data: casino } = useCasinoSports();
  const headline = sports.filter((s) => (webConfig.topNavSportIds as readonly string[]).includes(String(s.sport_id)));
  const { data: lobbies } = useProviderLobbies();
  const liveCasino = isProviderMenuOn(lobbies, 'worldcasino', casino) || isProviderMenuOn(lobbies, 'slotgator', casino);
  return (
    <nav className="top-nav" aria-label="Top navigation">
      <NavLink to="/home" className={navClass}>
        Home
      </NavLink>
      {headline.map((s) => (
        <NavLink key={s.sport_id} to={`/all-sports/${s.sport_id}`} className={navClass}>
          {s.name}
        </NavLink>
      ))}
      {series.map((s) => (
        <NavLink key={`series-${s.series_id}`} to={`/all-sports/${s.sport_id}?series=${s.series_id}`} className={navClass}>
          {s.name}
        </NavLink>
      ))}
      {liveCasino && (
        <NavLink to="/world-casino" className={navClass}>
          Live Casino
        </NavLink>
      )}
    </nav>
  );
}
