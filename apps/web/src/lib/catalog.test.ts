import { describe, expect, it } from 'vitest';
import { isCasinoActive, parseCasinoSports } from './catalog.ts';

const rows = [
  { sport_id: 'slotgator', name: 'Slot Games', is_active: '0', order: 3 },
  { sport_id: 'worldcasino', name: 'World Casino', is_active: '1', order: 2 },
];

describe('parseCasinoSports', () => {
  it('reads an array or the JSON string the family sends, in provider order', () => {
    expect(parseCasinoSports(rows).map((r) => r.sport_id)).toEqual(['worldcasino', 'slotgator']);
    expect(parseCasinoSports(JSON.stringify(rows)).map((r) => r.sport_id)).toEqual(['worldcasino', 'slotgator']);
  });

  it('reads garbage as no providers', () => {
    expect(parseCasinoSports('{not json')).toEqual([]);
    expect(parseCasinoSports(null)).toEqual([]);
  });

  it('tells which providers are active', () => {
    const sports = parseCasinoSports(rows);
    expect(isCasinoActive(sports, 'worldcasino')).toBe(true);
    expect(isCasinoActive(sports, 'slotgator')).toBe(false);
  });
});
