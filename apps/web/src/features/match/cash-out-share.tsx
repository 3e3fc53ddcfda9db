const shares = [25, 50, 75, 100];

/** The share of a position to cash out, in percent: 25/50/75/100% or any whole percent on the slider. */
export function CashOutShare({ percent, onChange }: { percent: number; onChange: (percent: number) => void }) {
  return (
    <div className="cash-out-share" role="group" aria-label="Share to cash out">
      {shares.map((s) => (
        <button key={s} type="button" aria-pressed={percent === s} onClick={() => onChange(s)}>
          {s}%
        </button>
      ))}
      <input
        type="range"
        min={1}
        max={100}
        value={percent}
        aria-label="Cash-out share in percent"
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}
