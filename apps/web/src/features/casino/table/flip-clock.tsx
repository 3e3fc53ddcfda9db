/** Two digits of seconds; the key change replays the flip animation on every new value. */
function FlipDigit({ digit }: { digit: string }) {
  return (
    <span className="flip-digit" key={digit} aria-hidden="true">
      {digit}
    </span>
  );
}

/**
 * The round's betting window as a flip clock: the `autotime` the server pushes (seconds of
 * betting left). It shows what the server says rather than counting on its own, so the clock
 * never tells a customer the window is open after the server closed it.
 */
export function FlipClock({ seconds }: { seconds: number }) {
  const left = Math.max(0, Math.min(99, Math.floor(seconds)));
  const [tens, units] = String(left).padStart(2, '0').split('');
  return (
    <span
      className={`flip-clock${left <= 3 ? ' closing' : ''}`}
      role="timer"
      aria-label={left > 0 ? `Betting closes in ${left} seconds` : 'Betting closed'}
    >
      <FlipDigit digit={tens!} />
      <FlipDigit digit={units!} />
    </span>
  );
}
