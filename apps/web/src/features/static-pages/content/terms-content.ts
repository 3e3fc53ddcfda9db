export interface TermsSection {
  title: string;
  paragraphs: string[];
}

/** The terms and conditions, section by section. */
export const termsSections: TermsSection[] = [
  {
    title: '1. Acceptance',
    paragraphs: [
      'By opening an account or placing a bet you accept these terms, the site rules and the responsible gaming policy. If you do not accept them, do not use the site.',
      'We may change these terms. The version on this page applies from the moment it is published; bets already placed are settled under the terms that applied when they were placed.',
    ],
  },
  {
    title: '2. Your account',
    paragraphs: [
      'You must be 18 or older and allowed to bet where you live. We may ask for proof of age and identity at any time and hold payments until it is given.',
      'One person may hold one account. Keep your password secret and turn on two-factor authentication (Security Auth Verification). You are responsible for all activity on your account.',
      'We may suspend or close an account that is used for fraud, money laundering, collusion or abuse of offers, and void the bets concerned.',
    ],
  },
  {
    title: '3. Bets',
    paragraphs: [
      'A bet is accepted only when it appears in your current bets. A bet on an exchange market is matched against other customers at the price you asked for or better; the part not matched stays open until it is matched, cancelled or lapses.',
      'Bookmaker and fancy bets are accepted in full at the rate shown or not at all. Bets placed at an obviously wrong price or after the result is known are void.',
      'Markets settle according to the site rules for each sport. Results can be corrected; a correction settles bets again and both entries appear in your statement.',
    ],
  },
  {
    title: '4. Money',
    paragraphs: [
      'Amounts are in Indian rupees. Your available balance is your money less the exposure held for your open bets.',
      'Deposits and withdrawals are requests that the operator approves. A withdrawal may not exceed your available balance and is paid only to a bank account in your own name.',
      'Commission on net winnings of a market is charged at the rate shown for that market.',
    ],
  },
  {
    title: '5. Fair play',
    paragraphs: [
      'Casino rounds use a cryptographic random number generator. Where a round shows a seed hash, the outcome was fixed before betting opened and can be checked afterwards.',
      'Using software, bots or faster data feeds to gain an advantage is not allowed; bets placed that way may be voided.',
    ],
  },
  {
    title: '6. Liability',
    paragraphs: [
      'We are not liable for losses caused by interruptions of the service, delays of live pictures or data, or events outside our control. If a fault affects a market, bets on it may be voided.',
      'In case of a dispute, contact 24x7 support first. The company’s decision on the settlement of a bet is final.',
    ],
  },
];
