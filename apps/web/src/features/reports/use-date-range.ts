import { useState } from 'react';
import { queryWindow } from '../../lib/date-window.ts';

/** A report's From / To as the form edits them, starting on the whole 7-day window: spread into DateRangeForm. */
export function useDateRange() {
  const [window] = useState(() => queryWindow());
  const [from, onFrom] = useState(window.min);
  const [to, onTo] = useState(window.max);
  return { window, from, to, onFrom, onTo };
}
