import * as Accordion from '@radix-ui/react-accordion';
import { listedSports, useSports } from '../../lib/catalog.ts';
import { webConfig } from '../../lib/config.ts';
import { AllSportsSection } from './all-sports-section.tsx';
import { OthersSection } from './others-section.tsx';
import { RacingSection } from './racing-section.tsx';
import { SideItem } from './side-item.tsx';
import './sidebar.css';

const racing = [
  { sportId: webConfig.horseRacingSportId, fallback: 'Horse Racing' },
  { sportId: webConfig.greyhoundSportId, fallback: 'Greyhound Racing' },
];

/** The left sidebar: Racing Sports, Others and All Sports as accordions (all three open at start). */
export function Sidebar() {
  const { data: sports = [] } = useSports();
  const nameOf = (id: string, fallback: string) => sports.find((s) => String(s.sport_id) === id)?.name ?? fallback;
  const hasIndianCasino = sports.some((s) => String(s.sport_id) === webConfig.indianCasinoSportId);
  return (
    <nav className="sidebar" aria-label="Sports">
      <Accordion.Root type="multiple" defaultValue={['racing', 'others', 'all-sports']}>
        <SideItem value="racing" title="Racing Sports" level={2}>
          <RacingSection sports={racing.map((r) => ({ sportId: r.sportId, name: nameOf(r.sportId, r.fallback) }))} />
        </SideItem>
        <SideItem value="others" title="Others" level={2}>
          <OthersSection hasIndianCasino={hasIndianCasino} />
        </SideItem>
        <SideItem value="all-sports" title="All Sports" level={2}>
          <AllSportsSection sports={listedSports(sports)} />
        </SideItem>
      </Accordion.Root>
    </nav>
  );
}
