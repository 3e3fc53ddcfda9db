import { useParams } from 'react-router';
import { CasinoLobby } from './casino-lobby.tsx';

const vcasinoTitles: Record<string, { title: string; notice: string }> = {
  slot: { title: 'Slot Game', notice: 'Slot games open soon' },
  fantasy: { title: 'Fantasy Game', notice: 'Fantasy games open soon' },
  virtual: { title: 'Our Virtual', notice: 'Virtual games open soon' },
};

/** casino/list/{seriesId}: the Indian casino's tables of one series. */
export function CasinoListPage() {
  return <CasinoLobby title="Our Casino" notice="Casino tables open soon" />;
}

/** casino/match/{matchId}: one casino table. */
export function CasinoMatchPage() {
  const { matchId = '' } = useParams();
  return <CasinoLobby title={`Casino table ${matchId}`} notice="This casino table opens soon" />;
}

/** world-casino: the live casino lobby. */
export function WorldCasinoPage() {
  return <CasinoLobby title="Live Casino" notice="Live casino tables open soon" />;
}

/** vcasino/{type}: slot (the slot game), fantasy, virtual. */
export function VirtualCasinoPage() {
  const { type = '' } = useParams();
  const page = vcasinoTitles[type] ?? { title: 'Games', notice: 'These games open soon' };
  return <CasinoLobby title={page.title} notice={page.notice} />;
}
