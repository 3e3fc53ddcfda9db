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
