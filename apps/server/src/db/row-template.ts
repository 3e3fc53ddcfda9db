import type { Compilable, Transaction } from 'kysely';
import { QueryTemplate, standIns } from './query-template.ts';
import type { Database } from './schema.ts';

/**
 * A QueryTemplate whose argument is one row (an INSERT's values, an UPDATE's set and key): it is
 * compiled once with a stand-in in each of `columns`, and each run passes the row's values in
 * that order. `columns` must name every value of the row `build` writes.
 */
export class RowTemplate<Row extends object, R> {
  private readonly template: QueryTemplate<unknown[], R>;

  constructor(
    private readonly columns: readonly (keyof Row & string)[],
    build: (trx: Transaction<Database>, row: Row) => Compilable<R>,
  ) {
    this.template = new QueryTemplate(
      (trx, ...values) => build(trx, Object.fromEntries(columns.map((column, i) => [column, values[i]])) as Row),
      standIns(columns.length),
    );
  }

  run(trx: Transaction<Database>, row: Row): Promise<R[]> {
    return this.template.run(trx, ...this.columns.map((column) => row[column]));
  }
}
