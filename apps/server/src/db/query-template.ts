import type { Compilable, CompiledQuery, Transaction } from 'kysely';
import type { AppDatabase } from './create-database.ts';
import { runPrepared } from './run-prepared.ts';
import type { Database } from './schema.ts';

/**
 * A hot statement built and compiled by Kysely once per database, with stand-in values in the
 * places of its arguments; each run puts the real values in their places and runs it (prepared
 * once on SQLite, see runPrepared). Building a many-join query with Kysely cost more than running
 * it. The stand-ins must be values the query holds nowhere else (a negative id, a string with a NUL).
 */
export class QueryTemplate<A extends unknown[], R> {
  private readonly compiled = new WeakMap<AppDatabase, CompiledQuery<R>>();

  constructor(
    private readonly build: (trx: Transaction<Database>, ...args: A) => Compilable<R>,
    private readonly standIns: A,
  ) {}

  run(trx: Transaction<Database>, database: AppDatabase, ...args: A): Promise<R[]> {
    let template = this.compiled.get(database);
    if (!template) this.compiled.set(database, (template = this.build(trx, ...this.standIns).compile()));
    const parameters = template.parameters.map((p) => {
      const at = this.standIns.indexOf(p);
      return at < 0 ? p : args[at];
    });
    const bound: CompiledQuery<R> = { ...template, parameters };
    return runPrepared(trx, database, { compile: () => bound });
  }
}
