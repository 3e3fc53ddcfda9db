import { averagesTable, type RulesTab } from './rules-types.ts';

export const worldCupRules: RulesTab = {
  id: 'world-cup',
  label: 'World Cup',
  sections: [
    {
      title: 'Tournament fancy',
      rules: [
        'Each team plays 9 league matches; team and tournament totals count those matches and, where the market says so, the knock-out matches.',
        'If a match is abandoned or reduced, the averages below are used for that match.',
        'A player is removed from player markets after he misses 3 matches; bets on him are settled on his figures up to then.',
      ],
      tables: [
        averagesTable('Averages per match', {
          '1st over runs': 4,
          Fours: 48,
          Sixes: 10,
          Wickets: 15,
          Wides: 14,
          Extras: 25,
          'No ball': 2,
          Fifties: 3,
          Centuries: 1,
          'Run outs': 1,
          Ducks: 1,
          Caught: 10,
        }),
      ],
    },
  ],
};
