import { describe, expect, it } from 'vitest';
import { DAY_MS, istDay, istDayRange, istDayStart } from '../src/time.ts';

describe('India days', () => {
  it('a day in India starts at 18:30 UTC the evening before', () => {
    expect(new Date(istDayStart('2026-11-24')).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('an instant belongs to the India day its wall clock shows, whatever the UTC date', () => {
    expect(istDay(Date.parse('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(istDay(Date.parse('2026-11-23T18:30:00.000Z'))).toBe('2026-11-24');
  });

  it('a range of days runs from the start of the first to the start of the day after the last', () => {
    const { start, end } = istDayRange('2026-11-20', '2026-11-24');
    expect(start).toBe(istDayStart('2026-11-20'));
    expect(end - start).toBe(5 * DAY_MS);
  });

  it('a malformed day has no start', () => {
    expect(istDayStart('24/11/2026')).toBeNaN();
  });
});
