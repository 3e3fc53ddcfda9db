import { averagesTable, type RulesTab } from './rules-types.ts';

/** Fancy Market 1: season-long fancy of the Caribbean Premier League and T20 tours. */
export const fancyMarket1Rules: RulesTab = {
  id: 'fancy-market-1',
  label: 'Fancy Market 1',
  sections: [
    {
      title: 'Caribbean Premier League (CPL)',
      rules: [
        'CPL tournament markets count all 33 matches of the season.',
        'When a match is abandoned or reduced, the averages below are used for it.',
        'Opening partnership and 6-over runs markets of a team use that team’s own averages below.',
      ],
      tables: [
        averagesTable('Averages when a match is abandoned or reduced', {
          '1st over runs': 6,
          Fours: 22,
          Sixes: 13,
          Wickets: 13,
          Wides: 10,
          Extras: 18,
          'No ball': 1,
          Fifties: 1,
          Caught: 9,
        }),
        {
          caption: 'Per-team averages',
          head: ['Team', 'Opening partnership / 6-over runs'],
          rows: [
            ['Barbados Royals', '27 / 45'],
            ['Guyana Amazon Warriors', '25 / 44'],
            ['Jamaica Tallawahs', '28 / 46'],
            ['St Kitts & Nevis Patriots', '24 / 43'],
            ['Saint Lucia Kings', '26 / 45'],
            ['Trinbago Knight Riders', '29 / 47'],
          ],
        },
      ],
    },
    {
      title: 'Tour T20 series',
      rules: ['Series markets of a T20 tour use these averages for every abandoned or reduced match.'],
      tables: [
        averagesTable('Tour T20 averages', {
          '1st over runs': 6,
          '6 overs runs': 45,
          Fours: 24,
          Sixes: 9,
          Boundaries: 33,
          Fifties: 2,
          Wickets: 12,
          Wides: 8,
          Extras: 15,
          Caught: 8,
          Bowled: 2,
          LBW: 2,
          'Run out': 1,
        }),
      ],
    },
  ],
};
