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
      title: 'Meter and the result range',
      rules: [
        'Every fancy settles on a whole number of runs within its result range, 0 up to the highest result set when the fancy is opened (999 unless the fancy shows another). A result outside that range is never declared.',
        'A meter pays or charges per run of distance between the result and your line: Yes wins your stake × rate/100 for every run above the line and loses your stake for every run below it; No the other way round.',
        'What a bet holds from your balance (exposure) is its worst loss over every result in the range, not only results near the line. A meter bet therefore holds your stake × the runs from your line to the far end of the range on your losing side: a ₹1 No at line 40 holds ₹959 when the range is 0 to 999, a ₹1 Yes at line 40 holds ₹40.',
        'Where a meter shows a cap, no bet is paid or charged for more runs of distance than the cap, and it holds at most your stake × the cap.',
        'Book (on a fancy you have bets on) lists your profit or loss for every result in the range, with the worst case, the amount held, marked.',
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
