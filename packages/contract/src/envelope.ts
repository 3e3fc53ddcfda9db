import { z } from 'zod';

/** The spec's response envelope: every answer is `{ status, message, data }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string(), data });
}

/** A business rejection: HTTP 200 (or 4xx for auth/validation), `status:false`, a stable `code`. */
export const failEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string(),
  data: z.null(),
});

/** What a route answers with 200: its data, or a business rejection. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.union([okEnvelope(data), failEnvelope]);
}

export type Envelope<T> = { status: true; message: string; data: T } | z.infer<typeof failEnvelope>;

/** The family sends booleans as '0'/'1' strings or numbers; accept all of them. */
export const flag = z
  .union([z.boolean(), z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)], { error: "must be '0' or '1' (or a boolean)" })
  .transform((v) => v === true || v === '1' || v === 1);

/** A '0'/'1' string as the family's clients expect it back. */
export const flagString = z.enum(['0', '1']);

/** The family's paged answer: one page of `item`s, the total across all pages, the page size. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.object({ total_count: z.number().int() }), limit: z.number().int() });
}
