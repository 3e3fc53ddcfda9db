import { generalRules } from './general-rules.ts';
import type { RulesTab } from './rules-types.ts';

export const fancyRules: RulesTab = {
  id: 'fancy',
  label: 'Fancy',
  sections: [
    generalRules,
    {
      title: 'Session fancy',
      rules: [
        'A session (fancy) market asks whether the runs (or another figure) at a point of the innings will be at least the Yes line or below the No line. Bets are accepted in full at the rate shown.',
        'Sessions settle on the official scoreboard. If the overs named are not completed, bets are void unless the innings ended naturally (all out or target reached), in which case the score at the end counts.',
        'Penalty runs count towards session runs; a session once completed is not changed by later events.',
        'Bets placed after the session has been decided, or while the score shown was out of date, are void.',
      ],
    },
    {
      title: 'Lambi and inning meter',
      rules: [
        'Lambi (total runs of an innings) and inning meter markets need 70 overs to be bowled in a Test innings; in limited-overs matches the full allotted overs are needed unless the innings ended naturally.',
        'If fewer overs are bowled because of rain or bad light, lambi and meter bets are void.',
      ],
    },
    {
      title: 'Test matches',
      rules: [
        'A session on day 1 needs at least 25 overs to be bowled in that session; otherwise the session is void.',
        'Day total markets need 80 overs to be bowled on the day.',
        'Lambi of an innings needs 70 overs; total-match events (total fours, sixes, wickets of the match) need 300 overs to be bowled in the match.',
      ],
    },
  ],
};
