import type { z } from 'zod';
import { failEnvelope } from '../envelope.ts';

/**
 * Who may make a call: anyone, any logged-in user, only users of one role, or any operator level
 * (admin, master, agent), which the handler then scopes to the caller's downline.
 */
export type CallAccess = 'public' | 'user' | 'customer' | 'admin' | 'operator';

/**
 * One call of the API, declared once: the server registers its route from this and the web
 * calls it through `api`, so neither can drift from the other.
 */
export interface Call<
  P extends string = string,
  M extends 'GET' | 'POST' = 'GET' | 'POST',
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType = z.ZodType,
> {
  method: M;
  /** Under /api/, without a leading slash; its segments are the call's place in `calls` and `api`. */
  path: P;
  access: CallAccess;
  /** The JSON body (none for GET). */
  body: B;
  /** A GET's query string, parsed and checked like a body (a download's filters). */
  query?: z.ZodType;
  /** What the call answers with HTTP 200: the envelope of its data, or a business refusal. */
  answer: A;
  /** Answers under other HTTP statuses (a login's 429), for the docs and the serializer. */
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /** Open to a user who must change the password first; every other call answers 403 PASSWORD_CHANGE_REQUIRED. */
  duringPasswordChange?: true;
  /** An operator call that changes nothing although its name does not say so: not recorded in the audit (isAuditedCall). */
  reads?: true;
  /** The OpenAPI group; the declaring file's domain. */
  tag: string;
  description?: string;
}

interface CallOptions {
  /** Defaults to 'user': any logged-in user. */
  access?: CallAccess;
  description?: string;
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
  duringPasswordChange?: true;
  reads?: true;
}

/**
 * The layout's reads (the sidebar's, the header's) stay open while the password must change: the
 * change-password screen sits in the layout, and a client written from the spec logs out on any
 * 403 (spec section 8), so a refused sidebar read would log the user out of the very screen they
 * must use. They show nothing of the account but what the header does.
 */
export const layoutRead = { duringPasswordChange: true } as const;

/**
 * Any call may answer 503 with a refusal: TRY_AGAIN (its database connection dropped; nothing
 * was changed) or SHUTTING_DOWN (the process is draining); a bet also OUTCOME_UNKNOWN.
 */
const UNAVAILABLE = { 503: failEnvelope } as const;

/** The declarations of one domain, with its OpenAPI tag. */
export function defineCalls(tag: string) {
  const other = (options: CallOptions) => ({ otherAnswers: { ...UNAVAILABLE, ...options.otherAnswers } });
  return {
    /** A GET; `options.query` declares its query string (typed in the handler as `request.query`). */
    get<P extends string, A extends z.ZodType, Q extends z.ZodType | undefined = undefined>(
      path: P,
      answer: A,
      options: CallOptions & { query?: Q } = {},
    ): Call<P, 'GET', undefined, A> & { query: Q } {
      return {
        method: 'GET',
        path,
        body: undefined,
        answer,
        tag,
        ...options,
        ...other(options),
        query: options.query as Q,
        access: options.access ?? 'user',
      };
    },
    /** A POST; `body` undefined for one that takes none. */
    post<P extends string, B extends z.ZodType | undefined, A extends z.ZodType>(
      path: P,
      body: B,
      answer: A,
      options: CallOptions = {},
    ): Call<P, 'POST', B, A> {
      return { method: 'POST', path, body, answer, tag, ...options, ...other(options), access: options.access ?? 'user' };
    },
  };
}

/** What a caller sends: the body schema's input (none for a call without a body). */
export type CallBody<C extends Call> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;

/** What a caller receives with HTTP 200: the answer schema's output. */
export type CallAnswer<C extends Call> = z.output<C['answer']>;
