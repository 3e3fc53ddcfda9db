import type { RulesTab } from './rules-types.ts';

export const horseRacingRules: RulesTab = {
  id: 'horse-racing',
  label: 'Horse Racing',
  sections: [
    {
      title: 'Markets',
      rules: [
        'Win markets settle on the first horse past the post; place markets settle on the horses placed as stated in the market name.',
        'Results follow the official result at the time the weigh-in is announced. Later disqualifications or appeals do not change settled bets.',
        'If a race is abandoned or declared void, every bet on it is void and stakes are returned.',
      ],
    },
    {
      title: 'Non-runners and reduction factors',
      rules: [
        'When a horse is withdrawn (a non-runner), matched bets on it are void and matched bets on the other runners are reduced by that horse’s reduction factor.',
        'In the win market a reduction factor is applied only when the non-runner’s reduction factor is 2.5% or more; below 2.5% the odds of bets already matched stay as they are.',
        'In the place market the reduction factor is always applied, whatever its size.',
        'Unmatched lay bets are cancelled when a non-runner with a reduction factor of 4.0% or more is removed, so a layer is never left exposed at an out-of-date price.',
        'After a reduction the odds of a matched bet are never lower than 1.01.',
        'Reduction factors are updated about 15 minutes after the off (about 5 minutes for Australian and US markets); until then they are provisional and bets are settled on the final figures.',
      ],
    },
    {
      title: 'In-play',
      rules: [
        'Unmatched bets lapse at the off unless they were placed to keep in play. Pictures are delayed, so do not rely on them for in-play betting.',
      ],
    },
  ],
};
