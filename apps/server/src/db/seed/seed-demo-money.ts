import { DAY_MS as DAY } from '@bx/contract';
import type { AppDatabase } from '../create-database.ts';
import { insertBareCustomer, findUserByName } from '../../modules/auth/user-repository.ts';
import type { TradingService } from '../../modules/trading/trading-service.ts';
import { ensureCustomerAccounts } from '../../modules/ledger/customer-accounts.ts';
import { moveFunds } from '../../modules/ledger/wallet.ts';
import { createFancy, createMarket } from '../../modules/trading/markets/create-market.ts';
import { fairPrices, quoteRunner, unitHash } from '../../market-maker/market-maker.ts';
import { notAHold } from '../../modules/ledger/ledger-index-terms.ts';

/** The house's market maker: an ordinary account (no password: it cannot log in) funded large. */
export const MARKET_MAKER = 'house_mm';
const DEMO_CUSTOMERS = ['demo', 'demo_signup', 'demo_new'];
const OPENING = 10_000_000; // ₹1,00,000 in paise
const MAKER_FUNDS = 10_000_000_000; // ₹10 crore

async function userId(database: AppDatabase, userName: string, now: number): Promise<number> {
  const found = await findUserByName(database.db, userName);
  if (found) return Number(found.user_id);
  return insertBareCustomer(database.db, userName, 'House market maker', now);
}

async function fundOnce(database: AppDatabase, id: number, paise: number): Promise<void> {
  await ensureCustomerAccounts(database.db, id);
  const moved = await database.db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
    .select('ledger_entries.entry_id')
    .where('accounts.user_id', '=', id)
    // Through the account index (a hold never comes first: it needs money moved in).
    .where(notAHold())
    .limit(1)
    .executeTakeFirst();
  if (!moved) await moveFunds(database, id, paise, 'Opening balance');
}

function teams(name: string, sportId: number): string[] {
  const parts = name.split(/\s+v(?:s)?\.?\s+/i);
  const pair = parts.length === 2 ? parts : ['Home', 'Away'];
  return sportId === 1 ? [...pair, 'The Draw'] : pair;
}

/**
 * Demo money, idempotent: opening balances through the ledger, and for every seeded match that
 * is not closed and has no market yet: MATCH_ODDS with the market maker's resting best three
 * levels (cricket, football, tennis), a bookmaker and four fancies (cricket), WIN and PLACE
 * for today's races.
 */
export async function seedDemoMoney(database: AppDatabase, service: TradingService, options: { now: number }): Promise<void> {
  const { now } = options;
  for (const name of DEMO_CUSTOMERS) {
    const found = await findUserByName(database.db, name);
    if (found) await fundOnce(database, Number(found.user_id), OPENING);
  }
  const maker = await userId(database, MARKET_MAKER, now);
  await fundOnce(database, maker, MAKER_FUNDS);
  const matches = await database.db
    .selectFrom('matches')
    .select(['match_id', 'sport_id', 'name', 'open_date', 'status'])
    .where('status', '<>', 'CLOSED')
    .where('sport_id', 'in', [4, 1, 2, 7, 4339])
    .execute();
  const withMarkets = new Set((await database.db.selectFrom('markets').select('match_id').distinct().execute()).map((m) => m.match_id));
  const quotes: Promise<unknown>[] = [];
  for (const m of matches) {
    if (withMarkets.has(m.match_id)) continue;
    const racing = m.sport_id === 7 || m.sport_id === 4339;
    if (racing && Math.floor(m.open_date / DAY) !== Math.floor(now / DAY)) continue;
    const runners = racing ? Array.from({ length: 6 }, (_, i) => `${i + 1}. ${m.name} runner ${i + 1}`) : teams(m.name, m.sport_id);
    const types = racing ? (['WIN', 'PLACE'] as const) : (['MATCH_ODDS'] as const);
    for (const type of types) {
      const market = await createMarket(
        database.db,
        {
          matchId: m.match_id,
          name: type === 'MATCH_ODDS' ? 'Match Odds' : type === 'WIN' ? 'Win' : 'Place',
          marketType: type,
          runners: runners.map((name) => ({ name })),
          numberOfWinners: type === 'PLACE' ? 2 : 1,
        },
        now,
      );
      const prices = fairPrices(`${m.match_id}:${type}`, runners.length);
      // Races: the win market gets resting prices; the place market opens with an empty book.
      if (type !== 'PLACE')
        market.runners.forEach((r, i) =>
          quotes.push(
            quoteRunner(service, maker, { matchId: m.match_id, marketId: market.market_id, selectionId: r.selection_id, fair: prices[i]! }),
          ),
        );
    }
    if (m.sport_id === 4) await cricketExtras(database, m.match_id, runners, now);
  }
  await Promise.all(quotes);
}

async function cricketExtras(database: AppDatabase, matchId: number, runners: string[], now: number): Promise<void> {
  const h = unitHash(`bm:${matchId}`);
  const back = 40 + Math.floor(h * 50);
  await createMarket(
    database.db,
    {
      matchId,
      name: 'Bookmaker',
      marketType: 'BOOKMAKER',
      runners: runners.map((name, i) =>
        i === 0
          ? { name, backRate: back, layRate: back + 3 }
          : { name, backRate: Math.round(10000 / back), layRate: Math.round(10000 / back) + 4 },
      ),
    },
    now,
  );
  const line = 45 + Math.floor(h * 15);
  const base = { matchId, khadoWidth: null, noLine: null as number | null, noRate: null as number | null };
  await createFancy(
    database.db,
    { ...base, name: '6 Over Runs', fancyType: 'SESSION', yesLine: line + 2, yesRate: 100, noLine: line, noRate: 100 },
    now,
  );
  await createFancy(database.db, { ...base, name: '10 Over Khado', fancyType: 'KHADO', yesLine: null, yesRate: 150, khadoWidth: 5 }, now);
  await createFancy(
    database.db,
    {
      ...base,
      name: 'Total Sixes Meter',
      fancyType: 'METER',
      yesLine: 12,
      yesRate: 100,
      noLine: 12,
      noRate: 100,
      maxResult: 60,
      meterCap: 20,
      maxExposure: 500_000,
    },
    now,
  );
  await createFancy(
    database.db,
    { ...base, name: '1st Over Odd/Even', fancyType: 'ODD_EVEN', yesLine: null, yesRate: 195, noRate: 195 },
    now,
  );
}
