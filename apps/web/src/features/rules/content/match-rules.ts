import { cashOutSections } from './cash-out-rules.ts';
import { generalRules } from './general-rules.ts';
import type { RulesTab } from './rules-types.ts';

export const matchRules: RulesTab = {
  id: 'match',
  label: 'Match',
  sections: [
    generalRules,
    {
      title: 'Match odds',
      rules: [
        'Match odds settle on the official result. In limited-overs cricket a result by the Duckworth-Lewis-Stern (or similar) method counts; a tie is settled as stated in the market.',
        'If a match is abandoned or declared "no result", match odds bets are void, except on markets already decided.',
        'Unmatched bets lapse when the market is suspended for a result, or at the start of play unless kept in play.',
      ],
    },
    {
      title: 'Top batsman',
      rules: [
        'Top batsman settles on the player with the most runs in the innings named. If two or more players tie (a dead heat), the odds are divided: a winning bet is paid at half odds for two players, and so on.',
        'Top batsman markets need 50 overs in an ODI and 20 overs in a T20 to be bowled, unless the innings ended naturally; otherwise bets are void.',
        'A player who does not bat counts as 0 runs if he was in the playing 11; bets on a player not in the playing 11 are void.',
      ],
    },
    ...cashOutSections,
  ],
};
