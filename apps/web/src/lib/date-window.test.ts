import { describe, expect, it } from 'vitest';
import { queryWindow, rangeError } from './date-window.ts';

// 2026-03-10 20:00 UTC is 2026-03-11 01:30 in India: the window follows the Indian calendar.
const now = Date.parse('2026-03-10T20:00:00Z');

describe('the 7-day query window', () => {
  it('spans today in India and the 6 days before', () => {
    expect(queryWindow(now)).toEqual({ min: '2026-03-05', max: '2026-03-11' });
  });

  it('accepts any ordered range inside the window, including a single day', () => {
    expect(rangeError('2026-03-05', '2026-03-11', now)).toBeNull();
    expect(rangeError('2026-03-11', '2026-03-11', now)).toBeNull();
  });

  it('rejects a day before the window', () => {
    expect(rangeError('2026-03-04', '2026-03-11', now)).toBe('Statements go back 7 days: choose dates from 05/03/2026 to 11/03/2026.');
  });

  it('rejects a day after today', () => {
    expect(rangeError('2026-03-05', '2026-03-12', now)).toBe('Dates cannot be after today (11/03/2026).');
  });

  it('rejects a From date after the To date', () => {
    expect(rangeError('2026-03-09', '2026-03-06', now)).toMatch(/must not be after/);
  });

  it('rejects missing or malformed dates', () => {
    expect(rangeError('', '2026-03-06', now)).toMatch(/Choose both/);
    expect(rangeError('2026-13-45', '2026-03-06', now)).toMatch(/Choose both/);
  });
});
