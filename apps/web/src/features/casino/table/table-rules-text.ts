/**
 * Each table's own rules, in the customer's words (casino.md section 3). The rates beside them
 * come from the games engine's table list, so the page and the settlement cannot disagree.
 */
export const tableRulesText: Record<string, string[]> = {
  teen20: [
    'One 52-card deck, shuffled for every round. Six cards are dealt: Player A gets the 1st, 3rd and 5th, Player B the 2nd, 4th and 6th.',
    'Hands from high to low: pure sequence, trail (three of a kind), sequence, colour (flush), pair, high card. A-K-Q is the top sequence, A-2-3 the next.',
    'Equal hands compare card ranks; suits never count. A tie refunds Player A and Player B bets.',
    'Pair plus pays on that hand alone, at these rates (stake included): pair 2, colour 5, sequence 7, trail 36, pure sequence 46; nothing below a pair.',
  ],
  dt20: [
    'Eight 52-card decks. One card to Dragon, then one to Tiger; the higher card wins. A is 1, K is 13.',
    'Same rank and same suit is a Tie: Dragon and Tiger bets lose. Same rank, different suit: the suit decides, spade over heart over club over diamond.',
    'Pair wins when both cards have the same rank. Even is 2, 4, 6, 8, 10 and Q; the card bets pay on the exact rank.',
  ],
  lucky7: [
    'One 52-card deck; one card is dealt.',
    'Low wins on A to 6, High on 8 to K. On a 7, Low and High bets lose half the stake.',
    'Even is 2, 4, 6, 8, 10 and Q; red is hearts and diamonds; the card bets pay on the exact rank.',
  ],
  aaa: [
    'One 52-card deck; one card is dealt.',
    'Amar wins on A to 6, Akbar on 7 to 10, Anthony on J, Q and K; each can be backed or laid.',
    'Under 7 and Over 7 lose half the stake on a 7. Even is 2, 4, 6, 8, 10 and Q; the card bets pay on the exact rank.',
  ],
  card32: [
    'A 32-card deck (6 to K). Players 8, 9, 10 and 11 start with that many points and take one card each, in turn, adding its value (6 to 10, J 11, Q 12, K 13).',
    'The highest total wins. Tied leaders take another card each, in turn, adding it, until one leads. Each player can be backed or laid.',
  ],
  ab20: [
    'One 52-card deck. The first card is the joker; then cards go to Bahar, Andar, Bahar, ... until one matches the joker’s rank.',
    'The side that gets the matching card wins. A Bahar win on the very first card dealt pays 25% of the profit.',
  ],
};
