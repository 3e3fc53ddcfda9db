import type { RulesTab } from './rules-types.ts';

export const tableTennisRules: RulesTab = {
  id: 'table-tennis',
  label: 'Table Tennis',
  sections: [
    {
      rules: [
        'Match odds settle on the player who wins the match. If a player retires or is disqualified, bets on the match are void unless the market was already decided.',
        'Game markets settle on the named game only; bets on finished games stand.',
        'A change of start time or table does not affect bets.',
      ],
    },
  ],
};

export const tennisRules: RulesTab = {
  id: 'tennis',
  label: 'Tennis',
  sections: [
    {
      rules: [
        'Match odds settle on the player or pair who goes through to the next round or wins the title.',
        'If a player retires or is disqualified before the match is finished, match odds bets stand on the player who goes through; bets on undecided set, game and total markets are void.',
        'A change of surface, venue or court, or a delay of the match, does not void bets if the match is finished in the same tournament.',
        'A match tie-break counts as one game in total games markets.',
      ],
    },
  ],
};

export const snookerRules: RulesTab = {
  id: 'snooker',
  label: 'Snooker',
  sections: [
    {
      rules: [
        'Match odds settle on the player who goes through. If a match starts but is not finished, bets stand on the player who goes through.',
        'A re-racked frame counts as one frame; only the final re-racked frame counts for frame markets.',
        'Century and highest-break markets include only breaks made in the match named.',
      ],
    },
  ],
};

export const eGamesRules: RulesTab = {
  id: 'e-games',
  label: 'E-Games',
  sections: [
    {
      rules: [
        'E-Games (esports) markets settle on the official result published by the tournament organiser.',
        'If a map or game is replayed from the start because of a technical problem, only the replay counts.',
        'A team that forfeits before the match starts voids all bets; a forfeit during the match settles bets on the team that goes through.',
        'Live streams are delayed; the company may void bets placed with knowledge of the result.',
      ],
    },
  ],
};
