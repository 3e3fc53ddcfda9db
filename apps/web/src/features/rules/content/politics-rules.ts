import type { RulesTab } from './rules-types.ts';

export const politicsRules: RulesTab = {
  id: 'politics',
  label: 'Politics',
  sections: [
    {
      rules: [
        'Political markets settle on the official result announced by the Election Commission or the body that runs the vote.',
        'Seat-count markets use the seats declared on counting day; later recounts, court cases or defections do not change the settlement.',
        'If a vote is postponed by more than 90 days, bets are void.',
      ],
    },
  ],
};

export const electionRules: RulesTab = {
  id: 'election',
  label: 'Election',
  sections: [
    {
      rules: [
        'Election fancy (seats of a party or alliance) settles on the results declared by the Election Commission on counting day.',
        'An alliance counts only the seats of the parties named in the market at the time of the bet.',
        'If counting is not completed for a seat, that seat does not count. Bets placed after results of a seat are known are void.',
      ],
    },
  ],
};
