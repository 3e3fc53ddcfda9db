import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * One place that turns failures into the envelope: malformed input is a 400 naming the field,
 * anything unexpected is a 500 that hides internals and is logged with the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
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
      // A lost database connection is the service's state, not a bug: the client may try again
      // (the pool reconnects; a bet's client_ref keeps a re-send from placing twice).
      return reply.code(503).send({
        status: false,
        message: 'The database could not be reached just now. Please try again.',
        code: 'SERVICE_UNAVAILABLE',
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

/**
 * PostgreSQL's "connection ended" classes (08: connection exception, 57P0x: terminated or shut
 * down), a socket error, or node-postgres's own words for a dead or unreachable connection.
 */
function isConnectionLost(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || /^57P0[1-3]$/.test(code) || /^(ECONNRESET|ECONNREFUSED|EPIPE)$/.test(code))) {
    return true;
  }
  return typeof message === 'string' && /Connection terminated|not queryable|timeout exceeded when trying to connect/.test(message);
}
