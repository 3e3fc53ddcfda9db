import { isAuditedCall, type Call } from '@bx/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { auditedHandler } from '../modules/operator-audit/audited-handler.ts';
import { refuseNulInQuery } from './refuse-nul-characters.ts';

/** A call's request: its body (and a GET's query) as the schemas parse them (none for a call without one). */
export type CallRequest<C extends Call> = FastifyRequest<{
  Body: C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
  Querystring: C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
}>;

/** A call's handler answers what the call's answer schema accepts, and nothing else. */
export type CallHandler<C extends Call> = (request: CallRequest<C>, reply: FastifyReply) => Promise<z.input<C['answer']>>;

/**
 * Refuses a JSON `null` body. Fastify validates an absent body as null, so a call whose body may
 * be left out (sport/getSports) has a schema that accepts null; a body that is null itself is
 * still no call's input, and only here can the two be told apart (an absent one is undefined).
 */
const refuseNullBody: preValidationHookHandler = (request, _reply, done) => {
  if (request.body !== null) return done();
  done(Object.assign(new Error('Invalid request: the body must not be null'), { statusCode: 400, code: 'VALIDATION_ERROR' }));
};

/**
 * Registers a route from its contract declaration: method, url under the /api prefix, body and
 * answer schemas (validated in, serialized out, and the source of /api/docs) and who may call it.
 * `config` adds route settings the contract does not own, such as a rate limit.
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  config: Omit<FastifyContextConfig, 'access' | 'duringPasswordChange'> = {},
): void {
  app.route({
    method: call.method,
    url: `/${call.path}`,
    schema: {
      tags: [call.tag],
      ...(call.description ? { description: call.description } : {}),
      // Public calls need no bearer token, so the docs say so.
      ...(call.access === 'public' ? { security: [] } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      response: { ...call.otherAnswers, 200: call.answer },
    },
    // A body's NUL characters are refused as it is parsed (json-body-parser.ts).
    ...(call.body ? { preValidation: refuseNullBody } : call.query ? { preValidation: refuseNulInQuery } : {}),
    config: { ...config, access: call.access, ...(call.duringPasswordChange ? { duringPasswordChange: true } : {}) },
    // The handler's types come from the declaration above; Fastify's own inference does not see them.
    // An operator's change is recorded in the audit by the declaration alone: no route can forget it.
    handler: (isAuditedCall(call) ? auditedHandler(call.path, handler as never) : handler) as unknown as RouteHandlerMethod,
  });
}
