import { averagesTable, type RulesTab } from './rules-types.ts';

export const iplRules: RulesTab = {
  id: 'ipl',
  label: 'IPL',
  sections: [
    {
      title: 'Tournament fancy',
      rules: [
        'IPL tournament markets count all 74 matches of the season, league and play-offs.',
        'If a match is abandoned or reduced, the averages below are used for that match in place of the missing figures.',
        'If fewer matches are played because of a change of schedule, tournament totals are settled pro rata on the matches played.',
      ],
      tables: [
        averagesTable('Averages per match', {
          '1st over runs': 5,
          'First 6 overs runs': 46,
          Fours: 25,
          Sixes: 13,
          Wickets: 12,
          Wides: 8,
          Extras: 17,
          Fifties: 2,
          Caught: 8,
          Bowled: 2,
          LBW: 1,
          'Run out': 1,
          'No ball': 1,
        }),
      ],
    },
  ],
};
