import { describe, expect, it } from 'vitest';
import { formatIst, formatIstDay, formatIstTime } from './format-ist.ts';

describe('formatIst', () => {
  it('shows a UTC instant as the wall clock in India (UTC+5:30)', () => {
    expect(formatIst('2024-03-10T20:15:07Z')).toBe('11/03/2024 01:45:07');
  });

  it('accepts epoch milliseconds and Date objects alike', () => {
    const epoch = Date.UTC(2024, 0, 1, 0, 0, 0);
    expect(formatIst(epoch)).toBe('01/01/2024 05:30:00');
    expect(formatIst(new Date(epoch))).toBe('01/01/2024 05:30:00');
  });

  it('reads an offset timestamp by its instant, not its written clock', () => {
    expect(formatIst('2024-06-30T23:59:59-04:00')).toBe('01/07/2024 09:29:59');
  });

  it('returns an empty string for missing or unreadable dates', () => {
    expect(formatIst(null)).toBe('');
    expect(formatIst('')).toBe('');
    expect(formatIst('not a date')).toBe('');
  });

  it('does not depend on the process time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(formatIst('2024-11-03T06:30:00Z')).toBe('03/11/2024 12:00:00');
    } finally {
      process.env.TZ = before;
    }
  });
});

describe('formatIstTime', () => {
  it('gives HH:mm in India', () => {
    expect(formatIstTime('2024-03-10T08:05:00Z')).toBe('13:35');
  });
});

describe('formatIstDay', () => {
  it('shows the day in India, which is the next UTC day after 18:30 UTC, as every other date reads (dd/MM/yyyy)', () => {
    expect(formatIstDay('2026-11-29T18:29:59.000Z')).toBe('29/11/2026');
    expect(formatIstDay('2026-11-29T18:30:00.000Z')).toBe('30/11/2026');
    expect(formatIstDay(null)).toBe('');
  });
});
