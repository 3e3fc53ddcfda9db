import { describe, expect, it } from 'vitest';
import { reportWindow } from '../../src/modules/reports/report-window.ts';

const at = (iso: string) => Date.parse(iso);
const istMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

describe('reportWindow', () => {
  it('reads days as India days and reaches seven days back', () => {
    // 17:30 in India: both calendars say 28 November.
    const now = at('2026-11-28T12:00:00Z');
    expect(reportWindow('2026-11-21', '2026-11-27', now)).toEqual({
      ok: true,
      from: istMidnight('2026-11-21'),
      to: istMidnight('2026-11-28'),
    });
    expect(reportWindow('2026-11-20', '2026-11-28', now)).toEqual({
      ok: false,
      code: 'DATE_RANGE_TOO_OLD',
      message: 'Reports go back at most 7 days: choose a from_date on or after 2026-11-21.',
    });
  });

  it("takes a UTC caller's today in the evening, when India is already on the next day", () => {
    // 00:30 on 29 November in India, 19:00 on 28 November in UTC.
    const now = at('2026-11-28T19:00:00Z');
    const utcWeek = reportWindow('2026-11-21', '2026-11-28', now);
    // The seven days back from the UTC day are allowed, and its "today" reaches up to now.
    expect(utcWeek).toEqual({ ok: true, from: istMidnight('2026-11-21'), to: now + 1 });
    expect(reportWindow('2026-11-20', '2026-11-28', now)).toMatchObject({ ok: false, code: 'DATE_RANGE_TOO_OLD' });
    // India's today and a past day are read as India's days.
    expect(reportWindow('2026-11-29', '2026-11-29', now)).toEqual({
      ok: true,
      from: istMidnight('2026-11-29'),
      to: istMidnight('2026-11-30'),
    });
    expect(reportWindow('2026-11-26', '2026-11-27', now)).toEqual({
      ok: true,
      from: istMidnight('2026-11-26'),
      to: istMidnight('2026-11-28'),
    });
  });

  it('refuses a reversed or malformed window', () => {
    const now = at('2026-11-28T12:00:00Z');
    expect(reportWindow('2026-11-28', '2026-11-27', now)).toMatchObject({ ok: false, code: 'INVALID_DATE_RANGE' });
    expect(reportWindow('2026-11-xx', '2026-11-27', now)).toMatchObject({ ok: false, code: 'INVALID_DATE' });
  });
});
