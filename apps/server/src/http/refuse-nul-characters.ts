import type { preValidationHookHandler } from 'fastify';

/**
 * A NUL character ("\u0000") in a string or key of a request is refused with 400 naming the field.
 * No field of ours means one, and PostgreSQL cannot store it in text or jsonb: it failed the query
 * with 500 ("invalid byte sequence") on search texts, client_refs, game ids and every other string
 * that reached the database. Bodies are checked as they are parsed (json-body-parser.ts), queries
 * by the hook below.
 */

/** A value met in the walk, with how it was reached (the path is spelled out only for a hit). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

const pathOf = (step: Step): string => {
  const keys: string[] = [];
  for (let at: Step | null = step; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '(body)';
};

/**
 * Where the first NUL character sits in a parsed body or query (`client_ref`, `bets.0.name`), or
 * null. A loop over a stack, not recursion: a body of nested arrays thousands deep fits the body
 * limit and must not overflow the call stack (a 500).
 */
export function nulCharacterAt(root: unknown): string | null {
  const pending: Step[] = [{ value: root, key: '', parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(step);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: step };
        if (key.includes('\u0000')) return pathOf(child);
        pending.push(child);
      }
    }
  }
  return null;
}

/** The 400 the error handler answers as a VALIDATION_ERROR naming the field. */
export function nulCharacterRefusal(field: string): Error {
  return Object.assign(new Error(`Invalid request: ${field}: must not contain a NUL character`), {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
  });
}

/** A query holds a NUL only as `%00` in the URL: the parsed query is searched only then. */
export const refuseNulInQuery: preValidationHookHandler = (request, _reply, done) => {
  const field = request.url.includes('%00') ? nulCharacterAt(request.query) : null;
  done(field === null ? undefined : nulCharacterRefusal(field));
};
