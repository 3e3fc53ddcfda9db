import { useParams } from 'react-router';
import { CasinoLobby } from './casino-lobby.tsx';

const vcasinoTitles: Record<string, { title: string; notice: string }> = {
  slot: { title: 'Slot Game', notice: 'Slot games open soon' },
  virtual: { title: 'Our Virtual', notice: 'Virtual games open soon' },
};

/** vcasino/{type}: slot (the slot game), fantasy, virtual. */
export function VirtualCasinoPage() {
  const { type = '' } = useParams();
  const page = vcasinoTitles[type] ?? { title: 'Games', notice: 'These games open soon' };
  return <CasinoLobby title={page.title} notice={page.notice} />;
}
