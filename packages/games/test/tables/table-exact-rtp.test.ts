import { describe, expect, it } from 'vitest';
import { exactRtp, TABLES, type TableType } from '../../src/index.ts';

const TYPES = Object.keys(TABLES) as TableType[];
const asText = (type: TableType) => Object.fromEntries(exactRtp(type).map((r) => [`${r.sid} ${r.side}`, `${r.exact.n}/${r.exact.d}`]));

// Expected fractions are worked out by hand from the rules (closed forms in the comments) or,
// for teen20's ties and card32, by an independent Python enumeration of the same rules.
describe('every selection returns less than it takes, exactly', () => {
  it.each(TYPES)('%s: every selection and side offered returns less than it takes', (type) => {
    const rows = exactRtp(type);
    const offered = TABLES[type].selections.flatMap((s) => (s.lay === null ? [`${s.sid} BACK`] : [`${s.sid} BACK`, `${s.sid} LAY`]));
    expect(rows.map((r) => `${r.sid} ${r.side}`)).toEqual(offered);
    for (const r of rows) expect(r.exact.n < r.exact.d, `${type} ${r.sid} ${r.side}: ${r.exact.n}/${r.exact.d}`).toBe(true);
  });

  it('teen20: ties are 450,528 of the 22,100 x 18,424 ordered pairs of hands; Pair plus 22,088/22,100', () => {
    // Player A = 1.98 x (1 - t) / 2 + t with t = 1083/978775; Pair plus = (3744 x 2 + 1096 x 5 + 720 x 7 + 52 x 36 + 48 x 46) / 22100.
    expect(asText('teen20')).toEqual({
      '1 BACK': '24224952/24469375',
      '2 BACK': '5522/5525',
      '3 BACK': '24224952/24469375',
      '4 BACK': '5522/5525',
    });
  });

  it('dt20: ties 7/415, pairs 31/415', () => {
    const rtp = asText('dt20');
    expect(rtp['1 BACK']).toBe('408/415'); // 2 x (1 - 7/415) / 2
    expect(rtp['3 BACK']).toBe('70/83'); // 50 x 7/415
    expect(rtp['4 BACK']).toBe('372/415'); // 12 x 31/415
    expect([rtp['5 BACK'], rtp['6 BACK'], rtp['7 BACK'], rtp['9 BACK']]).toEqual(['63/65', '1253/1300', '39/40', '12/13']);
    expect([rtp['22 BACK'], rtp['23 BACK'], rtp['24 BACK'], rtp['38 BACK']]).toEqual(['63/65', '1253/1300', '39/40', '12/13']);
  });

  it('lucky7: a 7 returns half of low and high', () => {
    const rtp = asText('lucky7');
    expect([rtp['1 BACK'], rtp['2 BACK'], rtp['3 BACK'], rtp['4 BACK'], rtp['5 BACK'], rtp['19 BACK']]).toEqual([
      '25/26', // (6 x 2 + 1 x 0.5) / 13
      '25/26',
      '63/65', // 6 x 2.10 / 13
      '1281/1300', // 7 x 1.83 / 13
      '197/200',
      '12/13',
    ]);
  });

  it('aaa: backs and lays of Amar, Akbar and Anthony', () => {
    const rtp = asText('aaa');
    expect(rtp['1 BACK']).toBe('318/325'); // 6/13 x 2.12
    expect(rtp['1 LAY']).toBe('777/793'); // 7/13 x 2.22 / 1.22 per unit of liability
    expect(rtp['2 BACK']).toBe('63/65'); // 4/13 x 3.15
    expect(rtp['2 LAY']).toBe('603/611'); // 9/13 x 3.35 / 2.35
    expect(rtp['3 BACK']).toBe('249/260'); // 3/13 x 4.15
    expect(rtp['3 LAY']).toBe('890/897'); // 10/13 x 4.45 / 3.45
    expect([rtp['4 BACK'], rtp['5 BACK'], rtp['8 BACK'], rtp['9 BACK'], rtp['22 BACK']]).toEqual([
      '318/325',
      '1281/1300',
      '25/26',
      '25/26',
      '12/13',
    ]);
  });

  it('card32: players 8 to 11 win 845/10788, 6626/40455, 47417/161820 and 18806/40455', () => {
    expect(asText('card32')).toEqual({
      '1 BACK': '10309/10788',
      '1 LAY': '1793/1798',
      '2 BACK': '394247/404550',
      '2 LAY': '169145/169911',
      '3 BACK': '3176939/3236400',
      '3 LAY': '800821/809100',
      '4 BACK': '996718/1011375',
      '4 LAY': '238139/242730',
    });
  });

  it('ab20: Bahar wins 429/833, 1/17 of it on the first card at a quarter of the profit', () => {
    // Andar 2 x 404/833; Bahar 2 x 429/833 - 0.75 x 1/17.
    expect(asText('ab20')).toEqual({ '1 BACK': '808/833', '2 BACK': '3285/3332' });
  });
});
