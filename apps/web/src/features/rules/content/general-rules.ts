import type { RulesSection } from './rules-types.ts';

/** Spec section 9, General: they apply to every market, so the Match and Fancy panels repeat them. */
export const generalRules: RulesSection = {
  title: 'General rules (all markets)',
  rules: [
    'Your bet history and account statement can be searched for the last 7 days; any query window is at most 7 days.',
    'Live TV and scores run with a delay of about 5 seconds. Bets are accepted on the prices shown, not on what the picture shows, and the company may void bets placed with the help of a faster feed.',
    'Bets that the company deletes for an obvious error (wrong price, wrong result, late bet after the event) are removed from your statement within 24 hours, and the money is returned to your balance.',
    'Every bet stands on the official result declared by the company. If a result is corrected, bets are settled again and both settlements appear in your statement.',
    'A market is void if it is suspended and not resumed, or if the event does not take place; stakes are returned.',
    'In case of any dispute the company’s decision is final.',
  ],
};
