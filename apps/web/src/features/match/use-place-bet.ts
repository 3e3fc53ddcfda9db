import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { queryClient } from '../../lib/query-client.ts';
import { queryKeys, refreshBalance } from '../../lib/query-keys.ts';
import { useBetSlip } from './bet-slip-store.ts';
import { matchDetailQuery } from './match-detail-api.ts';
import { changeNotice, currentQuote, mayHavePlaced, placedText, quotedSlip, sendSlip } from './place-bet.ts';

const quoteCodes = ['RATE_CHANGED', 'RUN_CHANGED'];

/** Seconds left of the in-play delay while a placement waits (null when not placing). */
function useCountdown(placing: { delay: number; startedAt: number } | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!placing) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [placing]);
  if (!placing) return null;
  return Math.max(0, placing.delay - Math.floor(Math.max(0, now - placing.startedAt) / 1000));
}

/**
 * Places the slip's bet: one client_ref per submission (see sendSlip), the in-play delay counted down meanwhile, the
 * outcome as a toast, balance and bets refreshed at once; a quote change updates the slip and says so.
 */
export function usePlaceBet(inPlay: boolean) {
  const [placing, setPlacing] = useState<{ delay: number; startedAt: number } | null>(null);
  const delayLeft = useCountdown(placing);
  // State lags a double click by a render; the ref does not.
  const inFlight = useRef(false);

  async function place(): Promise<void> {
    const { target, stake, update, close } = useBetSlip.getState();
    const amount = Number(stake);
    if (!target || inFlight.current || !(amount > 0)) return;
    inFlight.current = true;
    setPlacing({ delay: target.kind === 'market' && inPlay ? target.betDelay : 0, startedAt: Date.now() });
    try {
      const answer = await sendSlip(target, amount);
      const matchId = String(target.matchId);
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: queryKeys.matchBets(matchId) });
      if (answer.status) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.matchDetail(matchId) });
        toast.success(placedText(target, answer.data));
        close();
        return;
      }
      if (answer.code && quoteCodes.includes(answer.code)) {
        // A house quote's change carries the server's quote; a fill-or-kill bet the book could not
        // fill does not (RATE_CHANGED without one), so its price comes from a fresh detail.
        const quote = answer.quote
          ? quotedSlip(target, answer.quote)
          : currentQuote(target, await queryClient.fetchQuery({ ...matchDetailQuery(matchId), staleTime: 0 }));
        const notice = changeNotice(answer.code, target, quote);
        update(quote ?? {}, notice);
        toast.error(notice);
        return;
      }
      update({}, answer.message);
      toast.error(answer.message || 'The bet was not placed.');
    } catch (error) {
      // The slip keeps its client_ref when the bet may be stored: pressing again cannot place it
      // twice. Balance and bets are fetched again in case it was stored.
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: queryKeys.matchBets(String(target.matchId)) });
      toast.error(
        mayHavePlaced(error)
          ? 'We could not confirm your bet. Check your connection and press Place bet again: it will not be placed twice.'
          : 'The bet could not be sent. Check the slip and place again.',
      );
    } finally {
      inFlight.current = false;
      setPlacing(null);
    }
  }

  return { place, placing: placing !== null, delayLeft };
}
