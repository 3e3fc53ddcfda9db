import type { RulesSection } from './rules-types.ts';

/**
 * Cash out (exchange-rules.md "Cash out, bet editing"), in the customer's words: sections of the
 * Match tab, since the spec fixes the tabs and cash out is a match odds (and bookmaker) matter.
 */
export const cashOutSections: RulesSection[] = [
  {
    title: 'Cash out',
    rules: [
      'Cash Out settles your matched bets on a market now: the site places the bets that make your result the same whichever selection wins, at the best prices in the market at that moment.',
      'The value shown is that result, before commission. Green is a profit, red a loss. It moves with the prices.',
      'Your unmatched bets on the market are cancelled first.',
      'Cash-out bets are ordinary bets: the in-play bet delay, your balance and exposure limits and the commission on the market’s net winnings at settlement apply to them.',
      'Amounts are rounded to the paisa in the way that gives you the smaller figure; you are never paid less than the value you confirmed.',
    ],
  },
  {
    title: 'Cash out: price protection',
    rules: [
      'If the prices move between your confirmation and the cash out so that you would get less than the value you confirmed, nothing is placed and the new value is shown for you to confirm again.',
    ],
  },
  {
    title: 'Cash out: part of a position',
    rules: [
      'You may cash out part of your position (25%, 50%, 75% or any share with the slider): that share is settled now and the rest stays at risk.',
    ],
  },
  {
    title: 'Auto cash out',
    rules: [
      'You may set a profit target and/or a loss limit on a market. When the cash-out value reaches the target, or falls to minus the limit, the whole position is cashed out once at that moment’s value, even when the app is closed.',
      'An auto cash out does not fire while the market is suspended. It ends when it fires, when you clear it, or when your position or the market is gone.',
    ],
  },
  {
    title: 'Where cash out is not offered',
    rules: [
      'Fancy (session) markets have no cash out: a bet at another line cannot make your result the same over every score.',
      'Bookmaker markets are cashed out at the house’s current rates.',
    ],
  },
];
