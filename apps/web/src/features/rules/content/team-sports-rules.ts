import type { RulesTab } from './rules-types.ts';

export const handballRules: RulesTab = {
  id: 'handball',
  label: 'Handball',
  sections: [
    {
      rules: [
        'Match odds settle on the result after regular time (two halves of 30 minutes); extra time and penalty throws do not count unless the market says so.',
        'If a match is abandoned before full time, bets on markets not yet decided are void.',
        'A match that is postponed and not played within 48 hours of the original start is void.',
      ],
    },
  ],
};

export const basketballRules: RulesTab = {
  id: 'basketball',
  label: 'Basketball',
  sections: [
    {
      rules: [
        'Match odds, handicap and total points markets include overtime unless the market name says "regular time".',
        'If a match is stopped and not finished, bets stand when 5 minutes or less of game time remain; otherwise bets on undecided markets are void.',
        'Quarter and half markets settle on the points scored in that period only.',
      ],
    },
  ],
};

export const volleyballRules: RulesTab = {
  id: 'vollyball',
  label: 'Vollyball',
  sections: [
    {
      rules: [
        'Match odds settle on the team that wins the match by sets. Set markets settle on the named set only.',
        'If a match is not completed, bets on undecided markets are void; bets on sets already finished stand.',
        'Golden sets do not count towards total points or handicap markets.',
      ],
    },
  ],
};

export const iceHockeyRules: RulesTab = {
  id: 'ice-hockey',
  label: 'Ice Hockey',
  sections: [
    {
      rules: [
        'Match odds (three-way) settle on regular time: three periods of 20 minutes. Overtime and shoot-outs count only in markets named "including overtime".',
        'A shoot-out win counts as one goal for the winning team in markets that include overtime.',
        'If a match is abandoned and not completed on the same day, bets on undecided markets are void.',
      ],
    },
  ],
};

export const footballRules: RulesTab = {
  id: 'football',
  label: 'Football',
  sections: [
    {
      rules: [
        'Football markets settle on the result after 90 minutes plus stoppage time. Extra time and penalty shoot-outs do not count unless the market says so.',
        'If a match is postponed and not played within 48 hours of the original kick-off, all bets on it are void.',
        'An abandoned match is void, except for markets already decided (for example first goalscorer after a goal).',
        'A request to refund a multiple because one of its matches is postponed must be made before the first match of the multiple kicks off.',
        'If a match is moved to another venue, bets stand unless the home and away teams change.',
      ],
    },
  ],
};

export const futsalRules: RulesTab = {
  id: 'fustal',
  label: 'Fustal',
  sections: [
    {
      rules: [
        'Futsal markets settle on the result after regular time: two halves of 20 minutes of playing time. Extra time and penalties do not count.',
        'A match that is postponed and not played within 48 hours is void.',
        'If a match is abandoned, bets on undecided markets are void.',
      ],
    },
  ],
};
