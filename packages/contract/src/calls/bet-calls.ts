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
import { defineCalls, layoutRead } from './define-calls.ts';

const { get, post } = defineCalls('bets');

// A bet's answers: 200 for every decided outcome, 503 OUTCOME_UNKNOWN when its commit could not be confirmed.
const unconfirmed = { otherAnswers: { 503: failEnvelope } } as const;
// Placing is for customers: operators hold chips in a MAIN account too, but cannot bet (decisions.md,
// "Wallets"); an agent betting would trade against its own downline outside every report.
const customerPlaces = { ...unconfirmed, access: 'customer' } as const;

/** A match's markets as the customer sees them, and the customer's own bets: place, cancel, list. */
export const betCalls = [
  post('match/getMatchDetail', matchDetailRequest, envelope(matchDetail)),
  post('bet/placeMarketBet', placeMarketBetRequest, placeBetEnvelope, customerPlaces),
  post('bet/placeFancyBet', placeFancyBetRequest, placeBetEnvelope, customerPlaces),
  post('bet/cancelBet', cancelBetRequest, envelope(placedBet), unconfirmed),
  post('bet/getMarketAndFancyBet', marketAndFancyBetRequest, envelope(marketAndFancyBets)),
  post('bet/getCurrentBets', currentBetsRequest, envelope(currentBets)),
  get('bet/getExposureDetail', envelope(exposureDetail), layoutRead),
  post('bet/getRunBook', runBookRequest, envelope(fancyRunBook), {
    description: "The caller's P&L on one fancy over every result of its domain, as ranges; the worst case is what is held.",
  }),
];
