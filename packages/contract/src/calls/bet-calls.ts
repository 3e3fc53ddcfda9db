import {
  cancelBetRequest,
  currentBets,
  currentBetsRequest,
  exposureDetail,
  marketAndFancyBetRequest,
  marketAndFancyBets,
  placeBetEnvelope,
  placedBet,
  placeFancyBetRequest,
  placeMarketBetRequest,
} from '../bets.ts';
import { envelope, failEnvelope } from '../envelope.ts';
import { fancyRunBook, matchDetail, matchDetailRequest, runBookRequest } from '../markets.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('bets');

// A bet's answers: 200 for every decided outcome, 503 OUTCOME_UNKNOWN when its commit could not be confirmed.
const unconfirmed = { otherAnswers: { 503: failEnvelope } } as const;

/** A match's markets as the customer sees them, and the customer's own bets: place, cancel, list. */
export const betCalls = [
  post('match/getMatchDetail', matchDetailRequest, envelope(matchDetail)),
  post('bet/placeMarketBet', placeMarketBetRequest, placeBetEnvelope, unconfirmed),
  post('bet/placeFancyBet', placeFancyBetRequest, placeBetEnvelope, unconfirmed),
  post('bet/cancelBet', cancelBetRequest, envelope(placedBet), unconfirmed),
  post('bet/getMarketAndFancyBet', marketAndFancyBetRequest, envelope(marketAndFancyBets)),
  post('bet/getCurrentBets', currentBetsRequest, envelope(currentBets)),
  get('bet/getExposureDetail', envelope(exposureDetail)),
  post('bet/getRunBook', runBookRequest, envelope(fancyRunBook), {
    description: "The caller's P&L on one fancy over every result of its domain, as ranges; the worst case is what is held.",
  }),
];
