import { useParams } from 'react-router';
import { CasinoLobby } from './casino-lobby.tsx';
import { VirtualLobby } from './virtual/virtual-lobby.tsx';
import { VirtualTablePage } from './virtual/virtual-table-page.tsx';
import { isVirtualTable } from './virtual/virtual-tables.ts';

/** vcasino/{type}: Our Virtual's lobby (virtual) and tables (teen20, dt20, lucky7, aaa); any other type a lobby of what is coming. */
export function VirtualCasinoPage() {
  const { type = '' } = useParams();
  if (type === 'virtual') return <VirtualLobby />;
  if (isVirtualTable(type)) return <VirtualTablePage type={type} />;
  return <CasinoLobby title="Games" notice="These games open soon" />;
}
