import { afterAll, describe, expect, it } from 'vitest';
import { INSTRUMENTS, PRACTICE, type Instrument } from '../../src/modules/binary/instruments.ts';
import { SimulatedFeed, STEP_MS } from '../../src/modules/binary/simulated-feed.ts';
import { nextSession, openSession } from '../../src/modules/binary/trading-hours.ts';

const byCode = (code: string): Instrument => INSTRUMENTS.find((i) => i.code === code)!;
/** An IST wall-clock time as an instant. */
const ist = (text: string) => Date.parse(`${text}+05:30`);
const zones = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe.each(zones)('trading hours are IST minutes on weekdays whatever the machine zone (%s)', (zone) => {
  it('index stocks trade 10:00 to 14:30 IST Monday to Friday, to the millisecond', () => {
    process.env.TZ = zone;
    const nifty = byCode('NIFTY');
    expect(openSession(nifty, ist('2026-11-23T09:59:59.999'))).toBeNull();
    expect(openSession(nifty, ist('2026-11-23T10:00:00'))).toEqual({
      day: '2026-11-23',
      opensAt: ist('2026-11-23T10:00:00'),
      closesAt: ist('2026-11-23T14:30:00'),
    });
    expect(openSession(nifty, ist('2026-11-23T14:29:59.999'))?.day).toBe('2026-11-23');
    expect(openSession(nifty, ist('2026-11-23T14:30:00'))).toBeNull();
    expect(openSession(nifty, ist('2026-11-27T12:00:00'))?.day).toBe('2026-11-27');
  });

  it('stays closed at weekends and names the next opening (Monday 10:00 IST)', () => {
    process.env.TZ = zone;
    const nifty = byCode('NIFTY');
    for (const t of ['2026-11-28T10:30:00', '2026-11-29T12:00:00', '2026-11-27T15:00:00']) expect(openSession(nifty, ist(t)), t).toBeNull();
    expect(nextSession(nifty, ist('2026-11-28T10:30:00')).opensAt).toBe(ist('2026-11-30T10:00:00'));
    expect(nextSession(nifty, ist('2026-11-27T15:00:00')).opensAt).toBe(ist('2026-11-30T10:00:00'));
    expect(nextSession(nifty, ist('2026-11-24T09:00:00')).opensAt).toBe(ist('2026-11-24T10:00:00'));
  });

  it('commodities trade 11:30 to 22:30 IST and US indices 19:30 to midnight IST', () => {
    process.env.TZ = zone;
    const gold = byCode('GOLD');
    expect(openSession(gold, ist('2026-11-23T11:29:59.999'))).toBeNull();
    expect(openSession(gold, ist('2026-11-23T11:30:00'))).not.toBeNull();
    expect(openSession(gold, ist('2026-11-23T22:29:59.999'))).not.toBeNull();
    expect(openSession(gold, ist('2026-11-23T22:30:00'))).toBeNull();
    const dow = byCode('DOW');
    expect(openSession(dow, ist('2026-11-23T19:29:59.999'))).toBeNull();
    expect(openSession(dow, ist('2026-11-23T19:30:00'))?.closesAt).toBe(ist('2026-11-24T00:00:00'));
    expect(openSession(dow, ist('2026-11-27T23:59:59.999'))?.day).toBe('2026-11-27');
    expect(openSession(dow, ist('2026-11-28T00:00:00'))).toBeNull();
  });

  it('commodities and US indices trade at weekends too: the spec gives Mon-Fri to the index stocks alone', () => {
    process.env.TZ = zone;
    const gold = byCode('GOLD');
    expect(openSession(gold, ist('2026-11-29T11:30:00'))?.day).toBe('2026-11-29');
    expect(openSession(gold, ist('2026-11-28T22:29:59.999'))?.day).toBe('2026-11-28');
    expect(nextSession(gold, ist('2026-11-28T23:00:00')).opensAt).toBe(ist('2026-11-29T11:30:00'));
    const dow = byCode('DOW');
    expect(openSession(dow, ist('2026-11-28T20:00:00'))?.closesAt).toBe(ist('2026-11-29T00:00:00'));
    expect(openSession(dow, ist('2026-11-29T19:29:59.999'))).toBeNull();
  });

  it('the practice instrument trades round the clock every day, weekends too', () => {
    process.env.TZ = zone;
    expect(openSession(PRACTICE, ist('2026-11-28T03:00:00'))?.day).toBe('2026-11-28');
    expect(openSession(PRACTICE, ist('2026-11-29T23:59:59'))?.day).toBe('2026-11-29');
  });
});

describe('the simulated feed', () => {
  const nifty = byCode('NIFTY');
  const open = ist('2026-11-23T10:00:00');
  const close = ist('2026-11-23T14:30:00');

  it('publishes prices only inside the hours, none at weekends', () => {
    const feed = new SimulatedFeed(7);
    expect(feed.priceAt(nifty, open - 1)).toBeNull();
    expect(feed.priceAt(nifty, open)).toBeGreaterThan(0);
    expect(feed.priceAt(nifty, close - 1)).toBeGreaterThan(0);
    expect(feed.priceAt(nifty, close)).toBeNull();
    expect(feed.priceAt(nifty, ist('2026-11-28T11:00:00'))).toBeNull();
    expect(feed.settlementPrice(nifty, '2026-11-28')).toBeNull();
  });

  it('is the same for a seed on every run, and differs for another seed', () => {
    const times = Array.from({ length: 50 }, (_, i) => open + i * 97 * STEP_MS);
    const a = times.map((t) => new SimulatedFeed(7).priceAt(nifty, t));
    const b = times.map((t) => new SimulatedFeed(7).priceAt(nifty, t));
    const c = times.map((t) => new SimulatedFeed(8).priceAt(nifty, t));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(new SimulatedFeed(7).settlementPrice(nifty, '2026-11-23')).toBe(new SimulatedFeed(7).settlementPrice(nifty, '2026-11-23'));
  });

  it('moves each instrument on its own scale: a day stays within a few of its volatilities of its base', () => {
    const feed = new SimulatedFeed(3);
    for (const i of INSTRUMENTS) {
      const day = openSession(i, ist('2026-11-24T00:00:00') + i.open * 60_000)!;
      const prices = [0, 0.25, 0.5, 0.75, 0.999].map((f) => feed.priceAt(i, day.opensAt + Math.floor(f * (day.closesAt - day.opensAt)))!);
      prices.push(feed.settlementPrice(i, day.day)!);
      for (const p of prices) expect(Math.abs(Math.log(p / i.start)), i.code).toBeLessThan(12 * i.vol);
      expect(new Set(prices).size, i.code).toBeGreaterThan(1);
    }
  });
});
