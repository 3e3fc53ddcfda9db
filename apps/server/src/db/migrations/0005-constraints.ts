import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/** A named table constraint, written once for both databases. */
interface Constraint {
  name: string;
  definition: string;
}

const HOUSE_KINDS = "'HOUSE', 'COMMISSION', 'FUNDING'";
const CUSTOMER_KINDS = "'CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE'";
const check = (name: string, condition: string): Constraint => ({ name, definition: `CHECK (${condition})` });
const references = (name: string, column: string, parent: string, parentColumn: string): Constraint => ({
  name: `${name}_fk`,
  definition: `FOREIGN KEY (${column}) REFERENCES ${parent} (${parentColumn})`,
});
const notNegative = (table: string, columns: string[]) => columns.map((c) => check(`${table}_${c}_not_negative`, `${c} >= 0`));

/**
 * What the money tables must never hold, whatever code writes them. Parents come before their
 * children: on SQLite each table is rebuilt in this order, so no table is dropped while another
 * already refers to it.
 */
const constraints: [table: string, Constraint[]][] = [
  [
    'accounts',
    [
      check('accounts_kind', `kind IN (${CUSTOMER_KINDS}, ${HOUSE_KINDS})`),
      // A customer account has its owner; the house-level ones have none.
      check('accounts_owner', `(kind IN (${HOUSE_KINDS}) AND user_id IS NULL) OR (kind IN (${CUSTOMER_KINDS}) AND user_id IS NOT NULL)`),
      check('accounts_exposure_not_negative', "kind <> 'CUSTOMER_EXPOSURE' OR balance >= 0"),
      references('accounts_user', 'user_id', 'users', 'user_id'),
    ],
  ],
  [
    'markets',
    [
      check('markets_status', "status IN ('INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED')"),
      check('markets_min_stake', 'min_stake > 0'),
      check('markets_max_stake', 'max_stake > 0'),
      check('markets_max_exposure', 'max_exposure IS NULL OR max_exposure >= 0'),
      check('markets_commission_bp', 'commission_bp BETWEEN 0 AND 10000'),
      check('markets_number_of_winners', 'number_of_winners >= 1'),
      ...notNegative('markets', ['bet_delay']),
    ],
  ],
  [
    'ledger_entries',
    [
      // A zero row moves nothing and only hides a bug in whatever wrote it.
      check('ledger_entries_amount', 'amount <> 0'),
      references('ledger_entries_account', 'account_id', 'accounts', 'account_id'),
    ],
  ],
  [
    'market_runners',
    [
      check('market_runners_rates', '(back_rate IS NULL OR back_rate > 0) AND (lay_rate IS NULL OR lay_rate > 0)'),
      check('market_runners_reduction_bp', 'reduction_bp BETWEEN 0 AND 10000'),
      references('market_runners_market', 'market_id', 'markets', 'market_id'),
    ],
  ],
  [
    'bets',
    [
      check('bets_stake', 'stake > 0'),
      check('bets_price', 'price > 0'),
      // Decimal odds in hundredths (exchange, bookmaker) are above 1.00. A fancy bet always has a
      // line (its run, or khado start) and its price is a rate that may be below 100.
      check('bets_odds', 'line IS NOT NULL OR price > 100'),
      check('bets_side', "side IN ('BACK', 'LAY')"),
      check('bets_status', "status IN ('EXECUTABLE', 'EXECUTION_COMPLETE')"),
      ...notNegative('bets', ['matched', 'remaining', 'cancelled', 'lapsed', 'voided']),
      references('bets_market', 'market_id', 'markets', 'market_id'),
      references('bets_user', 'user_id', 'users', 'user_id'),
    ],
  ],
  [
    'bet_fills',
    [
      check('bet_fills_size', 'size > 0'),
      check('bet_fills_price', 'price > 100'),
      ...notNegative('bet_fills', ['reduction_bp']),
      references('bet_fills_market', 'market_id', 'markets', 'market_id'),
      references('bet_fills_maker', 'maker_bet_id', 'bets', 'bet_id'),
      references('bet_fills_taker', 'taker_bet_id', 'bets', 'bet_id'),
    ],
  ],
  [
    'market_exposures',
    [
      ...notNegative('market_exposures', ['exposure']),
      references('market_exposures_market', 'market_id', 'markets', 'market_id'),
      references('market_exposures_user', 'user_id', 'users', 'user_id'),
    ],
  ],
];

/**
 * SQLite cannot add a constraint to a table: the table is created again from its own stored
 * definition plus the constraints, its rows copied, the old one dropped and the new one renamed,
 * its indexes re-created, and its AUTOINCREMENT counter kept (so no id is ever handed out twice).
 */
async function rebuildSqliteTable(db: Kysely<unknown>, table: string, added: Constraint[]): Promise<void> {
  const { rows } = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(db);
  const indexes = await sql<{
    sql: string;
  }>`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(db);
  const temp = `${table}_constrained`;
  const definition = rows[0]!.sql;
  const head = /^CREATE TABLE\s+("?)\w+\1\s*\(/i;
  if (!head.test(definition) || !definition.trimEnd().endsWith(')')) throw new Error(`unexpected definition of ${table}: ${definition}`);
  const extra = added.map((c) => `CONSTRAINT ${c.name} ${c.definition}`).join(', ');
  await sql.raw(`${definition.replace(head, `CREATE TABLE "${temp}" (`).trimEnd().slice(0, -1)}, ${extra})`).execute(db);
  await sql.raw(`INSERT INTO "${temp}" SELECT * FROM "${table}"`).execute(db);
  await sql`UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = ${table})
    WHERE name = ${temp} AND EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${table})`.execute(db);
  await sql.raw(`DROP TABLE "${table}"`).execute(db);
  await sql.raw(`ALTER TABLE "${temp}" RENAME TO "${table}"`).execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

/**
 * The database defends the money itself: CHECK constraints (stake > 0, odds > 1, exposure >= 0,
 * no zero ledger row ...) and foreign keys between users, accounts, ledger entries, markets,
 * runners, bets, fills and held exposure, on both databases.
 */
export function constraintsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        for (const [table, list] of constraints) {
          for (const c of list) await sql.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${c.name} ${c.definition}`).execute(db);
        }
        return;
      }
      // SQLite's procedure for changing a table: foreign keys off (the pragma is ignored inside a
      // transaction), rebuild everything in one transaction, check the keys, switch them back on.
      await sql`PRAGMA foreign_keys = OFF`.execute(db);
      try {
        await db.transaction().execute(async (trx) => {
          for (const [table, list] of constraints) await rebuildSqliteTable(trx, table, list);
          const broken = await sql<{ table: string; parent: string }>`PRAGMA foreign_key_check`.execute(trx);
          if (broken.rows.length > 0) {
            throw new Error(
              `rows without their parent: ${broken.rows
                .slice(0, 5)
                .map((r) => `${r.table} -> ${r.parent}`)
                .join(', ')}`,
            );
          }
        });
      } finally {
        await sql`PRAGMA foreign_keys = ON`.execute(db);
      }
    },
  };
}
