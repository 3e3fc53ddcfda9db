import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, api } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { queryKeys, refreshBalance } from '../../../lib/query-keys.ts';
import { useCasinoSlip } from './casino-slip-store.ts';

/** A 4xx was refused before anything ran; anything else (no answer, 5xx) may have stored the bet. */
const refusedBeforeRunning = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Places the slip's casino bet on the round it was opened for, at the shown rate, with the
 * slip's client_ref (so a second press after an unknown outcome cannot place it twice). A rate
 * change comes back with the new rate, which the slip shows before the customer places again.
 */
export function usePlaceCasinoBet() {
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);

  async function place(): Promise<void> {
    const { target, stake, clientRef, renewRef, requote, close } = useCasinoSlip.getState();
    const amount = Number(stake);
    if (!target || inFlight.current || !(amount > 0)) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      const answer = await api.bet.placeMarketBet({
        match_id: target.matchId,
        market_id: target.roundId,
        selection_id: target.selectionId,
        is_back: target.isBack,
        odds: target.odds,
        stack: amount,
        client_ref: clientRef,
      });
      renewRef();
      if (answer.status) {
        toast.success(`Bet placed: ${formatMoney(amount)} on ${target.name} at ${target.odds.toFixed(2)}.`);
        close();
      } else if (answer.code === 'RATE_CHANGED' && 'quote' in answer && answer.quote) {
        const notice = `The rate changed from ${target.odds.toFixed(2)} to ${answer.quote.rate.toFixed(2)}. Check it and place again.`;
        requote(answer.quote.rate, notice);
        toast.error(notice);
      } else {
        toast.error(answer.message || 'The bet was not placed.');
      }
    } catch (error) {
      if (refusedBeforeRunning(error)) renewRef();
      toast.error(
        refusedBeforeRunning(error)
          ? (error as Error).message
          : 'We could not confirm your bet. Press Place Bet again: it will not be placed twice.',
      );
    } finally {
      inFlight.current = false;
      setPlacing(false);
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: queryKeys.matchBets(String(target.matchId)) });
    }
  }

  return { place, placing };
}
