import { adminMarketResult, adminMarketStatus, adminMarketVoid, adminRemoveRunner, adminRollback, envelope } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outcomeReply, rejection } from '../trading/routes/outcome-reply.ts';

const result = envelope(z.record(z.string(), z.unknown()));

/** `market_id` or `fancy_id` (a fancy's id is its market id). */
function target(b: { market_id?: number; fancy_id?: number }): number | null {
  return b.market_id ?? b.fancy_id ?? null;
}

const NO_TARGET = rejection('VALIDATION_ERROR', 'Give market_id or fancy_id.');

/** Operator: status and in-play, results, void, non-runners and rollback, all through the bets service. */
export const adminResultRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bets = () => app.trading;

  r.post('/admin/market/status', { config: { access: 'admin' }, schema: { body: adminMarketStatus, response: { 200: result } } }, async (req) => {
    const marketId = target(req.body);
    if (marketId === null) return NO_TARGET;
    const b = req.body;
    return outcomeReply(await bets().setStatus({ marketId, status: b.status, inPlay: b.in_play, betDelay: b.bet_delay }), 'Status updated.');
  });

  r.post('/admin/market/result', { config: { access: 'admin' }, schema: { body: adminMarketResult, response: { 200: result } } }, async (req) => {
    const marketId = target(req.body);
    if (marketId === null) return NO_TARGET;
    const b = req.body;
    if (b.winner_selection_ids === undefined && b.result_run === undefined) return rejection('VALIDATION_ERROR', 'Give winner_selection_ids or result_run.');
    const winners = b.winner_selection_ids ?? [];
    return outcomeReply(await bets().settle({ marketId, winners, resultRun: b.result_run ?? null }), 'Result declared.');
  });

  r.post('/admin/market/void', { config: { access: 'admin' }, schema: { body: adminMarketVoid, response: { 200: result } } }, async (req) => {
    const marketId = target(req.body);
    if (marketId === null) return NO_TARGET;
    return outcomeReply(await bets().settle({ marketId, winners: null, resultRun: null, reason: req.body.reason }), 'Market voided.');
  });

  r.post('/admin/market/removeRunner', { config: { access: 'admin' }, schema: { body: adminRemoveRunner, response: { 200: result } } }, async (req) => {
    const b = req.body;
    return outcomeReply(await bets().removeRunner({ marketId: b.market_id, selectionId: b.selection_id, reductionBp: Math.round(b.reduction_factor * 100) }), 'Runner removed.');
  });

  r.post('/admin/market/rollback', { config: { access: 'admin' }, schema: { body: adminRollback, response: { 200: result } } }, async (req) => {
    const marketId = target(req.body);
    if (marketId === null) return NO_TARGET;
    return outcomeReply(await bets().rollback(marketId), 'Result rolled back.');
  });
};
