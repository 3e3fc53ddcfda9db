import { useEffect } from 'react';
import { refreshBalance } from '../../lib/query-keys.ts';

/**
 * A provider's game in an iframe. The game tells us a round ended with a postMessage; we then
 * refetch the balance (the money moved through the wallet API, not through this page).
 */
export function GameFrame({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === 'bx-provider-round') void refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <div className="game-frame">
      <div className="game-frame-bar">
        <strong>{title}</strong>
        <button type="button" onClick={onClose}>
          Back to lobby
        </button>
      </div>
      <iframe src={url} title={title} allow="autoplay; fullscreen" />
    </div>
  );
}
