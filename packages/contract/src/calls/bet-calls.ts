import {
  cancelBetRequest, currentBets, currentBetsRequest, exposureDetail, marketAndFancyBetRequest, marketAndFancyBets, placeBetEnvelope, placedBet,
  placeFancyBetRequest, placeMarketBetRequest,
} from '../bets.ts';
import { envelope } from '../envelope.ts';
import { fancyRunBook, matchDetail, matchDetailRequest, runBookRequest } from '../markets.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('bets');

/** A match's markets as the customer sees them, and the customer's own bets: place, cancel, list. */
export const betCalls = [
  post('match/getMatchDetail', matchDetailRequest, envelope(matchDetail)),
  post('bet/placeMarketBet', placeMarketBetRequest, placeBetEnvelope),
  post('bet/placeFancyBet', placeFancyBetRequest, placeBetEnvelope),
  post('bet/cancelBet', cancelBetRequest, envelope(placedBet)),
  post('bet/getMarketAndFancyBet', marketAndFancyBetRequest, envelope(marketAndFancyBets)),
  post('bet/getCurrentBets', currentBetsRequest, envelope(currentBets)),
  get('bet/getExposureDetail', envelope(exposureDetail)),
  post('bet/getRunBook', runBookRequest, envelope(fancyRunBook), {
    description: "The caller's P&L on one fancy over every result of its domain, as ranges; the worst case is what is held.",
  }),
];
