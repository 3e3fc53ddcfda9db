import { paiseToRupees, type MarketProfitLossRow } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CASINO_LEDGER_KIND, SLOT_LEDGER_KIND } from '../ledger/result-kinds.ts';
import type { RiskScope } from '../risk/risk-scope.ts';
import { customerResults, shareOf, type ReportRange } from './customer-results.ts';

/** The games without markets: their rows are one per product over the range, named here. */
const PRODUCTS: Record<string, string> = { CASINO: 'Provider casino', SLOT: 'Slots', VIRTUAL: 'Our Virtual' };

const kinds = (ledgerKinds: Record<string, string>) => sql.join(Object.values(ledgerKinds));

/**
 * One page of the scope's results per settled market or fancy (casino table, binary and matka
 * rounds are markets too) and per game product, the latest first. Grouped in the database so
 * paging and the count hold however many rounds a day settles; names are read for the page only.
 */
export async function marketProfitLoss(
  db: Kysely<Database>,
  scope: RiskScope,
  partnershipBp: number,
  range: ReportRange,
  page: { offset: number; limit: number },
): Promise<{ rows: MarketProfitLossRow[]; total: number }> {
  const keyed = customerResults(db, scope, range).select([
    'ledger_entries.amount',
    'ledger_entries.created_at',
    sql<number | null>`CASE WHEN ledger_entries.ref_type = 'market' THEN ledger_entries.ref_id END`.as('market_id'),
    sql<string>`CASE WHEN ledger_entries.ref_type = 'market' THEN 'MARKET'
      WHEN ledger_entries.kind IN (${kinds(CASINO_LEDGER_KIND)}) THEN 'CASINO'
      WHEN ledger_entries.kind IN (${kinds(SLOT_LEDGER_KIND)}) THEN 'SLOT' ELSE 'VIRTUAL' END`.as('product'),
  ]);
  const grouped = db
    .selectFrom(keyed.as('r'))
    .select(['r.product', 'r.market_id', sql<number>`SUM(r.amount)`.as('amount'), sql<number>`MAX(r.created_at)`.as('settled_at')])
    .groupBy(['r.product', 'r.market_id']);
  const counted = await db
    .selectFrom(grouped.as('g'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const groups = await grouped
    .orderBy(sql`MAX(r.created_at)`, 'desc')
    .orderBy('r.market_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const names = await marketNames(
    db,
    groups.flatMap((g) => (g.market_id === null ? [] : [Number(g.market_id)])),
  );
  const rows = groups.map((g): MarketProfitLossRow => {
    const house = -Number(g.amount);
    const market = g.market_id === null ? undefined : names.get(Number(g.market_id));
    return {
      market_id: g.market_id === null ? null : Number(g.market_id),
      match_name: market?.match_name ?? PRODUCTS[g.product] ?? g.product,
      market_name: market?.name ?? 'All rounds in the range',
      market_type: market?.market_type ?? g.product,
      settled_at: new Date(Number(g.settled_at)).toISOString(),
      profit_loss: paiseToRupees(house),
      share: paiseToRupees(shareOf(house, partnershipBp)),
    };
  });
  return { rows, total: Number(counted?.n ?? 0) };
}

async function marketNames(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; market_type: string; match_name: string }>();
  const rows = await db
    .selectFrom('markets')
    .innerJoin('matches', 'matches.match_id', 'markets.match_id')
    .select(['markets.market_id', 'markets.name', 'markets.market_type', 'matches.name as match_name'])
    .where('markets.market_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.market_id), r]));
}
