import type { z } from 'zod';
import { strictNumber } from './money.ts';

/**
 * A number field that is not money (an id, a page, a limit, seconds): read as strictNumber reads
 * it (a JSON number or a numeric string) and then checked by `schema`. Zod's number coercion read
 * `true` as 1, `[2]` as 2 and `null` as 0, so a malformed filter answered someone else's rows or
 * none instead of 400 naming the field.
 */
export function numeric<T extends z.ZodType<number, number>>(schema: T) {
  return strictNumber.pipe(schema);
}
