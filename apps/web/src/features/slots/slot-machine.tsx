import type { SlotGame, SlotSpin } from '@bx/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { newClientRef } from '../../lib/client-ref.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { refreshBalance } from '../../lib/query-keys.ts';
import { AutoSpinControls, type AutoSpin } from './auto-spin-controls.tsx';
import { seedPairKey } from '../../components/seed-pair-panel.tsx';
import { historyKey } from './slot-history.tsx';
import { SlotPayTable } from './slot-pay-table.tsx';
import { SlotReels } from './slot-reels.tsx';
import { SlotStakeButtons } from './slot-stake-buttons.tsx';
import { playWinBeep, unlockWinBeep } from './win-beep.ts';

/** Between auto spins, so each result can be seen (ms). */
const AUTO_PAUSE_MS = 400;

type Phase = 'idle' | 'waiting' | 'landing';

/** Auto-spin after a spin landed: one fewer left, or over (none left, or a win at the stop amount). */
function afterSpin(auto: AutoSpin | null, spin: SlotSpin): AutoSpin | null {
  if (!auto) return null;
  const left = auto.left - 1;
  if (left <= 0 || (auto.stopOnWin > 0 && spin.win >= auto.stopOnWin)) return null;
  return { ...auto, left, due: true };
}

/** One title: bet, spin (or auto-spin), the reels landing on the server's stops, the result; a beep on a win once sound is on (off by default). */
export function SlotMachine({ game }: { game: SlotGame }) {
  const queryClient = useQueryClient();
  const [bet, setBet] = useState(game.min_bet);
  const [spin, setSpin] = useState<SlotSpin | null>(null);
  const [from, setFrom] = useState<number[]>(() => game.reels.map(() => 0));
  const [round, setRound] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [refusal, setRefusal] = useState('');
  const [auto, setAuto] = useState<AutoSpin | null>(null);
  const [stopOnWin, setStopOnWin] = useState(0);
  const [sound, setSound] = useState(false);
  // Read when a spin lands: a ref, so switching the sound mid-spin does not restart the reels' landing.
  const soundOn = useRef(false);

  const spinOnce = useCallback(async () => {
    setRefusal('');
    setAuto((a) => a && { ...a, due: false });
    setFrom((f) => spin?.stops ?? f);
    setRound((r) => r + 1);
    setPhase('waiting');
    const answer = await api.slot.spin({ game_id: game.game_id, bet, client_ref: newClientRef() }).catch((error: unknown) => ({
      status: false as const,
      message: error instanceof Error ? error.message : String(error),
    }));
    if (!answer.status) {
      setRefusal(answer.message);
      setAuto(null);
      setPhase('idle');
      return;
    }
    setSpin(answer.data);
    setPhase('landing');
  }, [game.game_id, bet, spin]);

  const onLanded = useCallback(
    (landed: SlotSpin) => {
      setPhase('idle');
      if (soundOn.current && landed.win > 0) playWinBeep();
      setAuto((a) => afterSpin(a, landed));
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: historyKey(game.game_id) });
      void queryClient.invalidateQueries({ queryKey: seedPairKey });
    },
    [queryClient, game.game_id],
  );

  // The next auto spin, once the last one has landed and been seen.
  useEffect(() => {
    if (phase !== 'idle' || !auto?.due) return;
    const timer = setTimeout(() => void spinOnce(), AUTO_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [phase, auto, spinOnce]);

  const busy = phase !== 'idle';
  const freeLeft = spin?.free_spins_left ?? 0;
  // A free spin plays at the bet that won it, whatever the stake buttons say.
  const playing = freeLeft > 0 ? spin!.bet : bet;
  return (
    <div className="slot-machine">
      <SlotReels key={round} game={game} from={from} spin={phase === 'waiting' ? null : spin} spinning={busy} onLanded={onLanded} />
      <div className="slot-result" role="status" aria-label="Spin result">
        {phase === 'idle' && spin && (
          <>
            <strong data-testid="slot-win">{spin.win > 0 ? `Win ₹${formatMoney(spin.win)}` : 'No win'}</strong>
            {spin.lines.map((l) => (
              <span key={l.line}>
                Line {l.line + 1}: {l.count} × {l.symbol} ₹{formatMoney(l.win)}
              </span>
            ))}
            {spin.free_spins_awarded > 0 && <span>{spin.free_spins_awarded} free spins won!</span>}
          </>
        )}
        {refusal && <span role="alert">{refusal}</span>}
      </div>
      <div className="slot-controls">
        <span className="slot-bet">
          Bet ₹<b data-testid="slot-bet">{formatMoney(playing)}</b>
        </span>
        <SlotStakeButtons min={game.min_bet} max={game.max_bet} bet={bet} onBet={setBet} />
        <button type="button" className="slot-spin" disabled={busy || auto !== null} onClick={() => void spinOnce()}>
          {freeLeft > 0 ? `Free spin (${freeLeft} left)` : 'Spin'}
        </button>
        <button
          type="button"
          className="slot-sound"
          aria-label="Sound"
          aria-pressed={sound}
          onClick={() => {
            if (!sound) unlockWinBeep();
            soundOn.current = !sound;
            setSound(!sound);
          }}
        >
          {sound ? 'Sound on' : 'Sound off'}
        </button>
      </div>
      <AutoSpinControls
        auto={auto}
        disabled={busy}
        stopOnWin={stopOnWin}
        onStopOnWin={setStopOnWin}
        onStart={(count) => {
          setAuto({ left: count, stopOnWin, due: false });
          void spinOnce();
        }}
        onStop={() => setAuto(null)}
      />
      <SlotPayTable game={game} bet={playing} />
    </div>
  );
}
