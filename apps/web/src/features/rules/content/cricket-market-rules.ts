import type { RulesTab } from './rules-types.ts';

export const lunchFavouriteRules: RulesTab = {
  id: 'lunch-favourite',
  label: 'Lunch Favourite',
  sections: [
    {
      rules: [
        'Lunch favourite settles on the team that is favourite in the match odds market at the lunch break of the day named (Test matches) or at the innings break (limited-overs matches).',
        'If there is no lunch or innings break because of weather, or the match is abandoned before it, bets are void.',
        'The favourite is the team with the lower back price at the moment the break is called; if both prices are equal, bets are void.',
      ],
    },
  ],
};

export const bookmakerRules: RulesTab = {
  id: 'bookmaker',
  label: 'Bookmaker',
  sections: [
    {
      rules: [
        'Bookmaker markets are quoted by the company: you back or lay at the rate shown, and your bet is accepted in full or not at all.',
        'Rates are shown as profit per 100 (a rate of 45 pays ₹45 profit on a ₹100 back).',
        'If a limited-overs match is not completed, bookmaker bets on the team with more runs stand only when enough overs were bowled to compare: in an ODI 25 overs, in a T20 10 overs, of the second innings. Otherwise the result of the match is used; if there is none, bets are void.',
        'A tie settles at the rate shown for the tie, or is void if no tie rate was offered.',
        'Bets placed after the result is known, or at a clearly wrong rate, are void.',
      ],
    },
  ],
};

export const cricketCasinoRules: RulesTab = {
  id: 'cricketcasino',
  label: 'CricketCasino',
  sections: [
    {
      rules: [
        'CricketCasino markets settle on the last digit of the runs named (for example the last digit of the 6-over score). Each digit 0 to 9 pays the odds shown.',
        'If the overs named are not completed, bets are void unless the innings ended naturally (all out or target reached), in which case the score at the end counts.',
        'Penalty runs count as runs.',
      ],
    },
  ],
};

export const khadoRules: RulesTab = {
  id: 'khado',
  label: 'Khado',
  sections: [
    {
      rules: [
        'In a Khado market you pick a starting run and the market names a range; you win if the final figure lands in the range from your start.',
        'Khado markets of an innings need at least 70 overs (Test matches) or the full allotted overs (limited-overs matches) unless the innings ended naturally; otherwise bets are void.',
        'Khado bets are settled on the runs shown on the official scoreboard.',
      ],
    },
  ],
};

export const kabaddiRules: RulesTab = {
  id: 'kabaddi',
  label: 'Kabaddi',
  sections: [
    {
      rules: [
        'Kabaddi match odds settle on the result after full time: two halves of 20 minutes.',
        'In play-off matches the result counts after 40 minutes; tie-breakers and golden raids do not count for match odds unless the market says so.',
        'Fancy markets (raid points, tackle points, total points) settle on the official score sheet; if a match is abandoned, undecided fancy bets are void.',
      ],
    },
  ],
};

export const footballFancyRules: RulesTab = {
  id: 'football-fancy',
  label: 'Football Fancy',
  sections: [
    {
      rules: [
        'Football fancy (total goals, corners, cards) settles on 90 minutes plus stoppage time; extra time and penalty shoot-outs do not count.',
        'A yellow card counts 1 and a red card 2 in card markets; a second yellow that leads to a red counts 3 in total.',
        'If a match is abandoned, fancy bets already decided stand and the others are void. A match postponed and not played within 48 hours is void.',
      ],
    },
  ],
};
