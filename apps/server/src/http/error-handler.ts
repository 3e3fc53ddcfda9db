import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/connection-lost.ts';

/** A refusal that says "nothing was done, send it again" (a dropped database connection, a batch that failed before COMMIT). */
const TRY_AGAIN = 'TRY_AGAIN';

/**
 * One place that turns failures into the envelope: malformed input is a 400 naming the field, a
 * lost database connection is a 503 TRY_AGAIN, anything else unexpected is a 500 INTERNAL (a bug)
 * that hides internals and is logged with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  // Every TRY_AGAIN goes out as 503, whichever route or service refused (a bet's failed batch,
  // a read that lost its connection): clients and proxies that read only the status retry,
  // and a bet re-sent with its client_ref is placed at most once.
  app.addHook('preSerialization', (_request, reply, payload: { code?: unknown } | null, done) => {
    if (reply.statusCode === 200 && payload !== null && typeof payload === 'object' && payload.code === TRY_AGAIN) void reply.code(503);
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((v) => {
          const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
          return field ? `${field}: ${v.message}` : String(v.message);
        })
        .join('; ');
      return reply.code(400).send({ status: false, message: `Invalid request: ${message}`, code: 'VALIDATION_ERROR', data: null });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      return reply.code(statusCode).send({ status: false, message: error.message, code: error.code ?? 'BAD_REQUEST', data: null });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    if (isConnectionLost(error)) {
      // The service's state, not a bug: the pool reconnects, and nothing half-done stays (a
      // transaction that lost its connection is rolled back; a bet's client_ref keeps a re-send
      // from placing twice).
      return reply.code(503).send({
        status: false,
        message: 'The database could not be reached just now; nothing was changed. Please try again.',
        code: TRY_AGAIN,
        data: null,
      });
    }
    return reply
      .code(500)
      .send({ status: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', data: null });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ status: false, message: `No such call: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND', data: null }),
  );
}
