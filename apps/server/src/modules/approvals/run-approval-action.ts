import { paiseToRupees } from '@bx/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ServiceResult } from '../../http/answer.ts';
import type { Role } from '../auth/auth-tables.ts';
import { recordOperatorAction } from '../binary/operator-actions.ts';
import { transferChips } from '../hierarchy/transfer-chips.ts';
import { moveFundsIn } from '../ledger/wallet.ts';
import { applySettingsUpdate } from '../settings/apply-settings-update.ts';
import type { ApprovalAction } from './approval-action.ts';

/** Who the action is done for: the operator who asked (chips move from its wallet; game records name it). */
export interface Requester {
  userId: number;
  role: Role;
}

type ActionResult = ServiceResult<Record<string, unknown>>;

/** Runs inside a money move's own transaction once it succeeded (the operator audit's row). */
type OnMoved = (trx: Kysely<Database>) => Promise<void>;

const settledOrVoid = (status: string | undefined) => status === 'SETTLED' || status === 'VOID';

/**
 * Runs an action: at once when four eyes does not hold it, or when its request is approved. The
 * one implementation of each, so an approved action does exactly what the direct call would.
 * Each checks its own preconditions again: the world may have moved while the request waited.
 */
export async function runApprovalAction(
  app: FastifyInstance,
  action: ApprovalAction,
  requester: Requester,
  onMoved: OnMoved = async () => {},
): Promise<ActionResult> {
  const db = app.database.db;
  switch (action.kind) {
    case 'MARKET_ROLLBACK':
      return app.trading.rollback(action.marketId);
    case 'BINARY_ROLLBACK': {
      const session = await db.selectFrom('binary_sessions').select('status').where('match_id', '=', action.matchId).executeTakeFirst();
      if (!settledOrVoid(session?.status))
        return { ok: false, code: 'SESSION_NOT_SETTLED', message: 'This session has no result to roll back.' };
      const outcome = await app.binary.rollback(action.matchId);
      if (outcome.ok !== true) return outcome;
      const at = app.binary.clock();
      await recordOperatorAction(db, {
        game: 'binary',
        matchId: action.matchId,
        action: 'ROLLBACK',
        detail: null,
        userId: requester.userId,
        at,
      });
      return { ok: true, data: { match_id: action.matchId, status: 'HELD' } };
    }
    case 'MATKA_ROLLBACK': {
      const draw = await db.selectFrom('matka_draws').select('status').where('match_id', '=', action.drawId).executeTakeFirst();
      if (!settledOrVoid(draw?.status)) return { ok: false, code: 'DRAW_NOT_SETTLED', message: 'This draw has no result to roll back.' };
      const outcome = await app.matka.rollback(action.drawId);
      if (outcome.ok !== true) return outcome;
      const at = app.matka.clock();
      await recordOperatorAction(db, {
        game: 'matka',
        matchId: action.drawId,
        action: 'ROLLBACK',
        detail: null,
        userId: requester.userId,
        at,
      });
      return outcome;
    }
    case 'CHIPS': {
      const { childId, type, paise, remark } = action;
      const moved = await transferChips(app.database, { caller: requester, childId, type, paise, remark }, onMoved);
      if (!moved.ok) return moved;
      app.balancesMoved([requester.userId, childId]);
      return { ok: true, data: { balance: paiseToRupees(moved.balance), child_balance: paiseToRupees(moved.childBalance) } };
    }
    case 'WALLET_CREDIT': {
      const result = await db.transaction().execute(async (trx) => {
        const moved = await moveFundsIn(trx, app.database.dialect, action.userId, action.paise, action.remark);
        if (moved.ok) await onMoved(trx);
        return moved;
      });
      if (!result.ok) return result;
      app.balancesMoved([action.userId]);
      return { ok: true, data: { available_balance: paiseToRupees(result.available) } };
    }
    case 'SETTINGS_UPDATE':
      return { ok: true, data: await applySettingsUpdate(db, action.change, onMoved) };
  }
}
