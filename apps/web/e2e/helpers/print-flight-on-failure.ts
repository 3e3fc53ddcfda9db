import { beforeEach } from 'vitest';
import { flightLog } from './flight-recorder.ts';

// Every browser walk: a failed test prints what its browser went through just before.
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => console.error(`What the browser went through before the failure:\n${flightLog()}`));
});
