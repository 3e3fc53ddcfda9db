import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPaymentDecideBody,
  adminPaymentList,
  adminPaymentListBody,
  createPaymentRequestBody,
  envelope,
  getPaymentRequestsBody,
  paymentRequestItem,
  paymentRequestsPage,
} from '@bx/contract';
import { toEnvelope } from './business-result.ts';
import { createPaymentRequest } from './payment-request-service.ts';
import { decidePaymentRequest } from './payment-decision-service.ts';
import { listRequests, toPaymentItem } from './payment-repository.ts';

const ADMIN_PAGE_SIZE = 50;

/** Deposit/withdraw requests of customers and the operator's decisions on them. */
export const paymentsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.post(
    '/payment/createRequest',
    { config: { access: 'customer' }, schema: { tags: ['payments'], body: createPaymentRequestBody, response: { 200: envelope(paymentRequestItem) } } },
    async (request) => toEnvelope(await createPaymentRequest(app.database, request.user.userId, request.body, Date.now()), 'Your request was received and is waiting for approval.'),
  );

  app.post(
    '/payment/getRequests',
    { schema: { tags: ['payments'], body: getPaymentRequestsBody, response: { 200: envelope(paymentRequestsPage) } } },
    async (request) => {
      const { page, limit } = request.body;
      const { rows, totalCount } = await listRequests(db, { userId: request.user.userId, page, limit });
      return { status: true as const, message: 'Payment requests', data: { data: rows.map(toPaymentItem), total: { total_count: totalCount }, limit } };
    },
  );

  app.post(
    '/admin/payment/list',
    { config: { access: 'admin' }, schema: { tags: ['admin'], body: adminPaymentListBody, response: { 200: envelope(adminPaymentList) } } },
    async (request) => {
      const { status, page } = request.body;
      const { rows, totalCount } = await listRequests(db, { status, page, limit: ADMIN_PAGE_SIZE });
      const data = rows.map((row) => ({ ...toPaymentItem(row), user_id: Number(row.user_id), user_name: row.user_name }));
      return { status: true as const, message: 'Payment requests', data: { data, total: { total_count: totalCount }, limit: ADMIN_PAGE_SIZE } };
    },
  );

  app.post(
    '/admin/payment/decide',
    { config: { access: 'admin' }, schema: { tags: ['admin'], body: adminPaymentDecideBody, response: { 200: envelope(paymentRequestItem) } } },
    async (request) => {
      const { request_id, approve, remark } = request.body;
      const result = await decidePaymentRequest(app.database, { requestId: request_id, approve, remark, operatorId: request.user.userId }, Date.now());
      return toEnvelope(result, approve ? 'Request approved.' : 'Request rejected.');
    },
  );
};
