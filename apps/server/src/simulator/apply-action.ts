import type { FeedSink } from '../market-maker/price-feed.ts';
import type { SimAction } from './sim-types.ts';

/** One simulator action as the sink call it stands for. */
export async function applyAction(sink: FeedSink, a: SimAction): Promise<void> {
  switch (a.type) {
    case 'quote':
      return sink.quoteRunnerPrices(a.prices);
    case 'inPlay':
      return sink.setInPlay(a.marketId, true, a.betDelay);
    case 'status':
      return sink.setMarketStatus(a.marketId, a.status);
    case 'removeRunner':
      return sink.removeRunner(a.marketId, a.selectionId, a.reductionBp);
    case 'result':
      return sink.declareResult(a.marketId, a.result);
    case 'fancyQuote':
      return sink.updateFancyQuote(a.quote);
    case 'matchStatus':
      return sink.setMatchStatus(a.matchId, a.status);
    case 'addEvent':
      await sink.addEvent(a.event);
  }
}
