// Lazy routes (react-router `lazy`): the slot lobby and a game with its games engine load on their first visit.
export const slotLobbyRoute = async () => ({ Component: (await import('./slot-lobby-page.tsx')).SlotLobbyPage });
export const slotGameRoute = async () => ({ Component: (await import('./slot-game-page.tsx')).SlotGamePage });
