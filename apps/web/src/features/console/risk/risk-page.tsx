import { useState } from 'react';
import { useRiskBook, useRiskTop } from './risk-api.ts';
import { RiskBookView } from './risk-book-view.tsx';
import { RiskFeed } from './risk-feed.tsx';
import { RiskTopView } from './risk-top-view.tsx';
import { useRiskPush } from './use-risk-push.ts';
import './risk.css';

/**
 * The console's Risk tab: the house's book of a match, the live bet feed, the biggest customers
 * and the alerts, all over the caller's downline, read again whenever the server says its bets
 * moved (or every few seconds while the socket is down).
 */
export function RiskPage() {
  const live = useRiskPush();
  const top = useRiskTop(live);
  const [picked, setPicked] = useState<number | null>(null);
  const matches = top.data?.matches ?? [];
  // Until the operator picks one, the match bet on most recently.
  const matchId = picked ?? matches[0]?.match_id ?? null;
  const book = useRiskBook(matchId, live);
  return (
    <div className="risk-page">
      <div className="console-tools">
        <label>
          Match
          <select value={matchId ?? ''} onChange={(e) => setPicked(e.target.value ? Number(e.target.value) : null)}>
            {matches.length === 0 && <option value="">No open bets</option>}
            {matchId !== null && !matches.some((m) => m.match_id === matchId) && (
              <option value={matchId}>{book.data?.name ?? matchId}</option>
            )}
            {matches.map((m) => (
              <option key={m.match_id} value={m.match_id}>
                {m.name} ({m.open_bets})
              </option>
            ))}
          </select>
        </label>
        <span className={live ? 'risk-live' : 'risk-polling'} role="status">
          {live ? 'Live' : 'Polling'}
        </span>
      </div>
      {top.error && <p className="negative">{top.error.message}</p>}
      {book.error && <p className="negative">{book.error.message}</p>}
      {book.data && matchId !== null && <RiskBookView book={book.data} />}
      {top.data && <RiskTopView top={top.data} />}
      <RiskFeed matchId={matchId} live={live} />
    </div>
  );
}
