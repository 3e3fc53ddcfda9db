import type { SlotGame, SlotSpin } from '@bx/contract';
import { useEffect, useState } from 'react';
import { symbolGlyph } from './symbol-glyph.ts';

/** How long the reels run before the first stops, and the gap between reels stopping (ms). */
const FIRST_STOP_MS = 500;
const STOP_GAP_MS = 220;
const TICK_MS = 60;

interface SlotReelsProps {
  game: SlotGame;
  /** Where the reels stand before this spin (the last spin's stops). */
  from: readonly number[];
  /** The spin to land on; null before the first. */
  spin: SlotSpin | null;
  /** The server has not answered yet, or the reels are still running to its stops. */
  spinning: boolean;
  /** Every reel has landed on the spin's stops. */
  onLanded(spin: SlotSpin): void;
}

/** The cells of the winning lines: "row:reel" of the leading run of each. */
function winningCells(game: SlotGame, spin: SlotSpin | null): Set<string> {
  const cells = new Set<string>();
  for (const win of spin?.lines ?? []) game.lines[win.line]!.slice(0, win.count).forEach((row, reel) => cells.add(`${row}:${reel}`));
  return cells;
}

/**
 * The reels: while spinning each strip scrolls; once the answer is in they stop left to right
 * on the server's stops, and the cells of the winning lines light up. Mounted afresh for each
 * spin (keyed by the caller), so every spin starts with no reel landed.
 */
export function SlotReels({ game, from, spin, spinning, onLanded }: SlotReelsProps) {
  const reelCount = game.reels.length;
  const [positions, setPositions] = useState<number[]>(() => [...from]);
  const [landed, setLanded] = useState(spinning ? 0 : reelCount);

  useEffect(() => {
    if (!spinning) return;
    const timer = setInterval(() => setPositions((p) => p.map((stop, i) => (stop + 1) % game.reels[i]!.length)), TICK_MS);
    return () => clearInterval(timer);
  }, [spinning, game]);

  useEffect(() => {
    if (!spinning || !spin) return;
    const timers = spin.stops.map((stop, reel) =>
      setTimeout(
        () => {
          setLanded(reel + 1);
          if (reel === reelCount - 1) onLanded(spin);
        },
        FIRST_STOP_MS + reel * STOP_GAP_MS,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [spinning, spin, reelCount, onLanded]);

  const shown = positions.map((p, reel) => (reel < landed && spin ? spin.stops[reel]! : p));
  const lit = spinning ? new Set<string>() : winningCells(game, spin);
  return (
    <div
      className="slot-reels"
      role="group"
      aria-label="Reels"
      aria-busy={spinning}
      style={{ gridTemplateColumns: `repeat(${reelCount}, 1fr)` }}
    >
      {shown.map((stop, reel) => (
        <div key={reel} className={reel < landed ? 'slot-reel' : 'slot-reel running'}>
          {Array.from({ length: game.rows }, (_, row) => {
            const strip = game.reels[reel]!;
            const symbol = strip[(stop + row) % strip.length]!;
            const glyph = symbolGlyph(symbol);
            return (
              <div
                key={row}
                className={lit.has(`${row}:${reel}`) ? 'slot-cell win' : 'slot-cell'}
                style={{ color: glyph.color }}
                aria-label={symbol}
                title={symbol}
              >
                {glyph.text}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
