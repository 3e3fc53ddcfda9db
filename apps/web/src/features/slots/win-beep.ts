/** One context for the page: browsers cap how many may exist, and each holds an audio device. */
let context: AudioContext | null = null;

/**
 * Prepares the sound on the click that turns it on: browsers let an AudioContext play only once
 * a user gesture has started (or resumed) it. Nothing is downloaded: the beep is synthesised.
 */
export function unlockWinBeep(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume();
}

/** A short two-note chime for a win: a sine at A5 then E6, faded out so it never clicks. */
export function playWinBeep(): void {
  if (!context) return;
  const start = context.currentTime;
  [880, 1319].forEach((frequency, i) => {
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    const at = start + i * 0.12;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.18);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.2);
  });
}
