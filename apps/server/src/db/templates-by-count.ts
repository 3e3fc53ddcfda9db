import type { QueryTemplate } from './query-template.ts';

/**
 * One QueryTemplate per count (the rows of an insert, the accounts of an update), made on first
 * use, for counts up to `max`: the few shapes a hot path repeats (a ledger pair, two pairs). A
 * larger count answers undefined, and its caller builds that statement with Kysely as before.
 */
export class TemplatesByCount<R> {
  private readonly templates: QueryTemplate<unknown[], R>[] = [];

  constructor(
    private readonly max: number,
    private readonly make: (count: number) => QueryTemplate<unknown[], R>,
  ) {}

  for(count: number): QueryTemplate<unknown[], R> | undefined {
    if (count > this.max) return undefined;
    return (this.templates[count] ??= this.make(count));
  }
}
