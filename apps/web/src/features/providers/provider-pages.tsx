import { ProviderLobbyPage } from './provider-lobby-page.tsx';

/** world-casino: the live casino lobby (the worldcasino and slotgator providers). */
export function WorldCasinoPage() {
  return <ProviderLobbyPage title="Live Casino" sportIds={['worldcasino', 'slotgator']} />;
}

/** vcasino/fantasy: the fantasy games lobby. */
export function FantasyPage() {
  return <ProviderLobbyPage title="Fantasy Game" sportIds={['fantasy']} />;
}
