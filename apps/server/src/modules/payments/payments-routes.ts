import type { FastifyPluginAsync } from 'fastify';
import { calls } from '@bx/contract';
import { fromOutcome, ok, paged } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { createPaymentRequest } from './payment-request-service.ts';
import { decidePaymentRequest } from './payment-decision-service.ts';
import { listRequests, toPaymentItem } from './payment-repository.ts';

const ADMIN_PAGE_SIZE = 50;

/** Deposit/withdraw requests of customers and the operator's decisions on them. */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;

  registerCall(app, calls.payment.createRequest, async (request) =>
    fromOutcome(
      await createPaymentRequest(app.database, request.user.userId, request.body, Date.now()),
      'Your request was received and is waiting for approval.',
    ),
  );

  registerCall(app, calls.payment.getRequests, async (request) => {
    const { page, limit } = request.body;
    const { rows, totalCount } = await listRequests(db, { userId: request.user.userId, page, limit });
    return ok(paged(rows.map(toPaymentItem), totalCount, limit), 'Payment requests');
  });

  registerCall(app, calls.admin.payment.list, async (request) => {
    const { status, page } = request.body;
    const { rows, totalCount } = await listRequests(db, { status, page, limit: ADMIN_PAGE_SIZE });
    const data = rows.map((row) => ({ ...toPaymentItem(row), user_id: Number(row.user_id), user_name: row.user_name }));
    return ok(paged(data, totalCount, ADMIN_PAGE_SIZE), 'Payment requests');
  });

  registerCall(app, calls.admin.payment.decide, async (request) => {
    const { request_id, approve, remark } = request.body;
    const result = await decidePaymentRequest(
      app.database,
      { requestId: request_id, approve, remark, operatorId: request.user.userId },
      Date.now(),
      (userId) => app.balancesMoved([userId]),
    );
    return fromOutcome(result, approve ? 'Request approved.' : 'Request rejected.');
  });
};
