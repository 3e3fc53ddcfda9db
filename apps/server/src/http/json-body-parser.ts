import type { FastifyInstance } from 'fastify';
import { nulCharacterAt, nulCharacterRefusal } from './refuse-nul-characters.ts';

/**
 * The API's JSON bodies:
 * - A request with no body at all (`Content-Type: application/json`, zero bytes) is taken as a
 *   request without one, as it is without the header: a client that always sends the header (a
 *   generic fetch wrapper) can call a call whose payload is none (spec section 7), and a call that
 *   needs a body still answers 400 naming what is missing.
 * - Any other body goes to Fastify's own parser (secure-json-parse, prototype poisoning refused).
 * - A NUL character in any string or key is refused with 400 naming the field (refuse-nul-characters.ts).
 *   JSON can carry one only as the escape `\u0000` (a raw control character is a syntax error), so
 *   the parsed body is searched only when its text holds that escape: the hot calls pay one
 *   `includes` on the text, not a walk of every body.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body === '') return done(null, undefined);
    if (!body.includes('\\u0000')) return parse(request, body, done);
    parse(request, body, (error, parsed) => {
      if (error) return done(error, undefined);
      const field = nulCharacterAt(parsed);
      return field === null ? done(null, parsed) : done(nulCharacterRefusal(field), undefined);
    });
  });
}
