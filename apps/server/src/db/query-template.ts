import type { Compilable, CompiledQuery, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** A template compiled for one database: its query, and for each of its parameters the argument in its place (-1: the query's own value). */
interface Compiled<R> {
  query: CompiledQuery<R>;
  argumentAt: number[];
}

/**
 * A hot statement built and compiled by Kysely once per database, with stand-in values in the
 * places of its arguments; each run puts the real values in their places and runs it through
 * Kysely (whose SQLite statements are prepared once per text, db/cached-statements.ts). Building
 * and compiling a query with Kysely cost more CPU than running it. The stand-ins must be values
 * the query holds nowhere else (a negative id, a string with a NUL: see standIns), and each must
 * reach the query as a parameter, which is checked when it is compiled.
 */
export class QueryTemplate<A extends unknown[], R> {
  /** Keyed by the database's Kysely adapter: one per database, shared by its transactions. */
  private readonly compiled = new WeakMap<object, Compiled<R>>();

  constructor(
    private readonly build: (trx: Transaction<Database>, ...args: A) => Compilable<R>,
    private readonly standIns: A,
  ) {}

  async run(trx: Transaction<Database>, ...args: A): Promise<R[]> {
    const { query, argumentAt } = this.compiledFor(trx);
    const parameters = new Array<unknown>(argumentAt.length);
    for (let i = 0; i < argumentAt.length; i++) {
      const at = argumentAt[i]!;
      parameters[i] = at < 0 ? query.parameters[i] : args[at];
    }
    return (await trx.executeQuery<R>({ ...query, parameters })).rows;
  }

  private compiledFor(trx: Transaction<Database>): Compiled<R> {
    const key = trx.getExecutor().adapter;
    let compiled = this.compiled.get(key);
    if (!compiled) {
      const query = this.build(trx, ...this.standIns).compile();
      const argumentAt = query.parameters.map((p) => this.standIns.indexOf(p));
      if (this.standIns.some((_, i) => !argumentAt.includes(i))) throw new Error(`a stand-in is not a parameter of ${query.sql}`);
      this.compiled.set(key, (compiled = { query, argumentAt }));
    }
    return compiled;
  }
}

/**
 * `count` stand-ins for a template whose arguments are a flat list (a multi-row insert's values,
 * row after row): strings no argument can equal, whatever the column's type, since a stand-in is
 * only ever compiled, never run.
 */
export function standIns(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => `\u0000stand-in ${i}`);
}
