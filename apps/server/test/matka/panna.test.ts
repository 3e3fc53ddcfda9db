import { describe, expect, it } from 'vitest';
import { isPanna, pannaKind, pannaOf, singleOf } from '@bx/games';
import { parseMatkaBet } from '../../src/modules/matka/matka-bet.ts';

const all = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

describe('pannas', () => {
  it('exactly 220 of the 1000 three-digit strings are pannas: 120 single, 90 double, 10 triple', () => {
    const pannas = all.filter(isPanna);
    expect(pannas).toHaveLength(220);
    const kinds = pannas.map(pannaKind);
    expect(kinds.filter((k) => k === 'single')).toHaveLength(120);
    expect(kinds.filter((k) => k === 'double')).toHaveLength(90);
    expect(kinds.filter((k) => k === 'triple')).toHaveLength(10);
  });

  it('sorts digits with 0 counting as 10 and takes the last digit of the sum as the single', () => {
    expect(pannaOf([0, 2, 1])).toBe('120');
    expect(pannaOf([5, 0, 5])).toBe('550');
    expect(pannaOf([0, 0, 0])).toBe('000');
    expect(['128', '550', '000', '100', '399'].every(isPanna)).toBe(true);
    expect(['821', '012', '055', '001', '12', '1234', '12a'].some(isPanna)).toBe(false);
    expect(singleOf('128')).toBe(1);
    expect(singleOf('550')).toBe(0);
    expect(singleOf('000')).toBe(0);
    expect(singleOf('399')).toBe(1);
  });

  it('accepts every valid panna for its own kind only, and refuses every other string', () => {
    for (const text of all) {
      const accepted = (['single_panna', 'double_panna', 'triple_panna'] as const).filter((t) => parseMatkaBet(t, 'open', text, false).ok);
      expect(accepted, text).toEqual(isPanna(text) ? [`${pannaKind(text)}_panna`] : []);
    }
  });

  it('reads singles, jodis and sangams into their market and number', () => {
    expect(parseMatkaBet('single', 'close', '7', false)).toEqual({ ok: true, key: 'single_close', line: 7 });
    expect(parseMatkaBet('jodi', undefined, '05', false)).toEqual({ ok: true, key: 'jodi', line: 5 });
    expect(parseMatkaBet('half_sangam', undefined, '128-5', false)).toEqual({ ok: true, key: 'half_sangam_open', line: 1285 });
    expect(parseMatkaBet('half_sangam', undefined, '5-128', false)).toEqual({ ok: true, key: 'half_sangam_close', line: 5128 });
    expect(parseMatkaBet('full_sangam', undefined, '128-550', false)).toEqual({ ok: true, key: 'full_sangam', line: 128_550 });
    for (const [type, digits] of [
      ['single', '10'],
      ['jodi', '5'],
      ['jodi', '123'],
      ['half_sangam', '128-55'],
      ['half_sangam', '821-5'],
      ['full_sangam', '128-551'],
      ['full_sangam', '128'],
    ] as const)
      expect(
        parseMatkaBet(type, type === 'single' || type.endsWith('_panna') ? 'open' : undefined, digits, false).ok,
        `${type} ${digits}`,
      ).toBe(false);
    for (const type of ['jodi', 'half_sangam', 'full_sangam'] as const)
      expect(parseMatkaBet(type, 'open', type === 'jodi' ? '57' : '128-550', false)).toMatchObject({ ok: false, code: 'SIDE_NOT_ALLOWED' });
    expect(parseMatkaBet('single', undefined, '5', false)).toMatchObject({ ok: false, code: 'SIDE_REQUIRED' });
    expect(parseMatkaBet('jodi', undefined, '57', true)).toMatchObject({ ok: false, code: 'BET_NOT_OFFERED' });
    expect(parseMatkaBet('single', 'close', '5', true)).toMatchObject({ ok: false, code: 'BET_NOT_OFFERED' });
  });
});
