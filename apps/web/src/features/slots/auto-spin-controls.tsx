export interface AutoSpin {
  left: number;
  /** Stop after a spin that wins at least this much (rupees); 0: never for a win. */
  stopOnWin: number;
  /** The last spin has landed: the next is due. */
  due: boolean;
}

const COUNTS = [10, 25, 50, 100];

interface AutoSpinControlsProps {
  auto: AutoSpin | null;
  disabled: boolean;
  stopOnWin: number;
  onStopOnWin(value: number): void;
  onStart(count: number): void;
  onStop(): void;
}

/** Auto-spin: a number of spins, stopped early by a win of at least the amount chosen, a refusal, or the Stop button. */
export function AutoSpinControls({ auto, disabled, stopOnWin, onStopOnWin, onStart, onStop }: AutoSpinControlsProps) {
  if (auto)
    return (
      <div className="slot-auto" role="group" aria-label="Auto spin">
        <span role="status">Auto: {auto.left} left</span>
        <button type="button" onClick={onStop}>
          Stop auto
        </button>
      </div>
    );
  return (
    <div className="slot-auto" role="group" aria-label="Auto spin">
      <label>
        Stop on a win of ₹
        <input type="number" min={0} step={1} value={stopOnWin} onChange={(e) => onStopOnWin(Math.max(0, Number(e.target.value) || 0))} />
      </label>
      {COUNTS.map((n) => (
        <button key={n} type="button" disabled={disabled} onClick={() => onStart(n)}>
          Auto {n}
        </button>
      ))}
    </div>
  );
}
