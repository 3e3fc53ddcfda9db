import { horseRacingRules } from './horse-racing-rules.ts';
import { basketballRules, footballRules, futsalRules, handballRules, iceHockeyRules, volleyballRules } from './team-sports-rules.ts';
import { eGamesRules, snookerRules, tableTennisRules, tennisRules } from './individual-sports-rules.ts';
import { bigBashRules } from './big-bash-rules.ts';
import {
  bookmakerRules,
  cricketCasinoRules,
  footballFancyRules,
  kabaddiRules,
  khadoRules,
  lunchFavouriteRules,
} from './cricket-market-rules.ts';
import { electionRules, politicsRules } from './politics-rules.ts';
import { fancyMarket1Rules } from './tournament-fancy-rules.ts';
import { iplRules } from './ipl-rules.ts';
import { worldCupRules } from './world-cup-rules.ts';
import { fancyRules } from './fancy-rules.ts';
import { matchRules } from './match-rules.ts';
import { binaryRules } from './binary-rules.ts';
import type { RulesTab } from './rules-types.ts';

/** Teen Patti has no published rules yet (spec: the panel says 'No records Found'). */
const teenpattiRules: RulesTab = { id: 'teenpatti', label: 'Teenpatti', sections: [] };

/** The site rules tabs in the spec's order; the first is the default. */
export const rulesTabs: RulesTab[] = [
  horseRacingRules,
  handballRules,
  tableTennisRules,
  basketballRules,
  volleyballRules,
  iceHockeyRules,
  footballRules,
  tennisRules,
  snookerRules,
  eGamesRules,
  futsalRules,
  bigBashRules,
  lunchFavouriteRules,
  politicsRules,
  bookmakerRules,
  teenpattiRules,
  cricketCasinoRules,
  fancyMarket1Rules,
  footballFancyRules,
  iplRules,
  kabaddiRules,
  worldCupRules,
  khadoRules,
  electionRules,
  fancyRules,
  matchRules,
  binaryRules,
];
