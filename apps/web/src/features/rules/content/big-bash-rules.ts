import { averagesTable, type RulesTab } from './rules-types.ts';

export const bigBashRules: RulesTab = {
  id: 'big-bash-league',
  label: 'Big Bash League',
  sections: [
    {
      title: 'Tournament fancy',
      rules: [
        'Tournament totals (total fours, sixes, wickets, fifties …) settle on all league and play-off matches of the Big Bash League.',
        'If a match is abandoned or reduced, the averages below are added for that match in place of the missing figures.',
        'Bowler events (most wickets, economy, maidens) need at least 32 overs bowled in the match; otherwise they are void for that match.',
        'A player is taken out of player markets once he has been left out of the playing 11 for 3 consecutive matches; bets on him are then settled on his figures so far.',
      ],
      tables: [
        averagesTable('Averages for an abandoned or reduced match', {
          '1st over runs': 6,
          'First 6 overs runs': 46,
          Fours: 25,
          Sixes: 10,
          Wickets: 12,
          Wides: 8,
          Extras: 14,
          Fifties: 2,
          Caught: 8,
          Bowled: 2,
          LBW: 1,
        }),
      ],
    },
    {
      title: 'Ground averages',
      rules: [
        'Each ground has its own average of total match runs (both innings), from 310 to 340; it is used for that ground’s total-runs markets when a match there is abandoned.',
      ],
      tables: [
        {
          caption: 'Average total match runs per ground',
          head: ['Ground', 'Total runs'],
          rows: [
            ['Manuka Oval, Canberra', 340],
            ['Carrara Oval, Gold Coast', 335],
            ['Adelaide Oval', 330],
            ['The Gabba, Brisbane', 325],
            ['Bellerive Oval, Hobart', 320],
            ['Perth Stadium', 320],
            ['Sydney Cricket Ground', 315],
            ['Docklands Stadium, Melbourne', 315],
            ['Melbourne Cricket Ground', 310],
          ],
        },
      ],
    },
  ],
};
