import { calls, rupeesToPaise } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, refuse, type Refusal } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { publishFromDatabase } from '../../realtime/realtime-bridge.ts';
import { createFancy, createMarket, type MarketLimits } from '../trading/markets/create-market.ts';
import { familyOf } from '../trading/markets/market-kinds.ts';
import { stakeRangeRefusal } from '../hierarchy/account-limits.ts';
import { crossedBookmakerQuote, crossedFancyQuote } from './crossed-quote.ts';
import { storedFancyRate, updateBookmakerQuote, updateFancyQuote } from './quotes.ts';
import { insertMatch } from '../catalog/insert-match.ts';

function limitsOf(b: {
  min_stack?: number;
  max_stack?: number;
  max_exposure?: number;
  bet_delay?: number;
  commission_rate?: number;
}): MarketLimits {
  return {
    minStake: b.min_stack === undefined ? undefined : rupeesToPaise(b.min_stack)!,
    maxStake: b.max_stack === undefined ? undefined : rupeesToPaise(b.max_stack)!,
    maxExposure: b.max_exposure === undefined ? null : rupeesToPaise(b.max_exposure)!,
    betDelay: b.bet_delay,
    commissionBp: b.commission_rate === undefined ? undefined : Math.round(b.commission_rate * 100),
  };
}

/** Operator: matches, markets, fancies and house quotes. */
export const adminMarketRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  /** A quote change on an open market of the right kind (refused whole when `update` refuses it), then pushed to the live channel. */
  const requote = async (marketId: number, kind: (type: string) => boolean, update: () => Promise<Refusal | null>) => {
    const market = await db.selectFrom('markets').select(['market_type', 'status']).where('market_id', '=', marketId).executeTakeFirst();
    if (!market || !kind(market.market_type)) return refuse('MARKET_NOT_FOUND', 'No such market of this kind.');
    if (market.status === 'CLOSED') return refuse('MARKET_CLOSED', 'This market is settled.');
    const refused = await update();
    if (refused) return refused;
    await publishFromDatabase(app, marketId);
    return ok({ market_id: marketId }, 'Quote updated.');
  };
  const matchExists = async (id: number) =>
    Boolean(await db.selectFrom('matches').select('match_id').where('match_id', '=', id).executeTakeFirst());

  registerCall(app, calls.admin.match.create, async (req) => {
    const b = req.body;
    const openDate = typeof b.open_date === 'number' ? b.open_date : Date.parse(b.open_date);
    if (Number.isNaN(openDate)) return refuse('INVALID_DATE', 'open_date must be an ISO-8601 date or epoch milliseconds.');
    const series = await db.selectFrom('series').select('sport_id').where('series_id', '=', b.series_id).executeTakeFirst();
    if (!series || series.sport_id !== b.sport_id) return refuse('SERIES_NOT_FOUND', 'No such series in this sport.');
    const matchId = await insertMatch(db, {
      sportId: b.sport_id,
      seriesId: b.series_id,
      name: b.name,
      openDate,
      status: openDate > Date.now() ? 'UPCOMING' : 'IN_PLAY',
      listed: true,
    });
    return ok({ match_id: matchId }, 'Match created.');
  });

  registerCall(app, calls.admin.market.create, async (req) => {
    const b = req.body;
    if (!(await matchExists(b.match_id))) return refuse('MATCH_NOT_FOUND', 'No such match.');
    const invalid = stakeRangeRefusal(b.min_stack, b.max_stack) ?? crossedBookmakerQuote(b.runners);
    if (invalid) return invalid;
    const data = await createMarket(db, {
      matchId: b.match_id,
      name: b.name,
      marketType: b.market_type,
      numberOfWinners: b.number_of_winners,
      ...limitsOf(b),
      runners: b.runners.map((x) => ({ name: x.name, backRate: x.back_rate, layRate: x.lay_rate })),
    });
    return ok(data, 'Market created.');
  });

  registerCall(app, calls.admin.fancy.create, async (req) => {
    const b = req.body;
    if (!(await matchExists(b.match_id))) return refuse('MATCH_NOT_FOUND', 'No such match.');
    const sides = {
      yesLine: b.session_value_yes ?? null,
      yesRate: storedFancyRate(b.fancy_type, b.session_size_yes),
      noLine: b.session_value_no ?? null,
      noRate: storedFancyRate(b.fancy_type, b.session_size_no),
    };
    const invalid = stakeRangeRefusal(b.min_stack, b.max_stack) ?? crossedFancyQuote(b.fancy_type, sides);
    if (invalid) return invalid;
    const fancyId = await createFancy(db, {
      matchId: b.match_id,
      name: b.name,
      fancyType: b.fancy_type,
      ...sides,
      yesRate: sides.yesRate!,
      khadoWidth: b.fancy_type === 'KHADO' ? (b.khado_width ?? 1) : null,
      ...limitsOf(b),
      maxResult: b.max_result,
      meterCap: b.meter_cap ?? null,
    });
    return ok({ fancy_id: fancyId }, 'Fancy created.');
  });

  registerCall(app, calls.admin.fancy.quote, async (req) =>
    requote(
      req.body.fancy_id,
      (type) => familyOf(type) === 'FANCY',
      () => updateFancyQuote(app.database, app.trading, req.body),
    ),
  );

  registerCall(app, calls.admin.bookmaker.quote, async (req) =>
    requote(
      req.body.market_id,
      (type) => type === 'BOOKMAKER',
      () => updateBookmakerQuote(db, req.body),
    ),
  );
};
