import type { RulesTab } from './rules-types.ts';

export const binaryRules: RulesTab = {
  id: 'binary',
  label: 'Binary',
  sections: [
    {
      title: 'Session times (IST)',
      rules: [
        'Index stock sessions (Nifty, Bank Nifty and other index stocks): 10:00 to 14:30, Monday to Friday.',
        'Gold, silver and crude oil sessions: 11:30 to 22:30.',
        'US index sessions: 19:30 to 24:00.',
      ],
    },
    {
      title: 'Settlement',
      rules: [
        'A binary session asks whether the price will be at or above a level at the session time; it settles on the official price published by the exchange for that time.',
        'If the exchange does not publish a price (holiday, halt), bets on the session are void.',
      ],
    },
  ],
};
