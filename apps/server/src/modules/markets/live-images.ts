import type { MarketChange, MarketImage } from '@bx/contract';
import type { Market } from '@bx/exchange';
import type { AppDatabase } from '../../db/create-database.ts';
import type { BetsService } from '../bets/bets-service.ts';
import { familyOf } from './market-kinds.ts';

const levels = (l: { price: number; size: number }[]) => l.map((x) => ({ price: x.price / 100, size: x.size / 100 }));

/** The public part of an exchange market straight from its engine (no database): status and best three a side. */
export function engineChange(engine: Market): MarketChange {
  const view = engine.view();
  return {
    status: view.status, in_play: view.inPlay,
    runners: view.runners.map((r) => {
      const depth = engine.depth(r.selectionId, 3);
      return { selection_id: r.selectionId, status: r.status, back: levels(depth?.lays ?? []), lay: levels(depth?.backs ?? []) };
    }),
  };
}

/** The full image of a stream: a runner or bookmaker market (`'<market_id>'`) or a match's fancies (`'match:<id>:fancy'`). */
export async function liveImage(database: AppDatabase, service: BetsService, key: string): Promise<MarketImage | null> {
  const db = database.db;
  const fancy = /^match:(\d+):fancy$/.exec(key);
  if (fancy) {
    const rows = await db.selectFrom('markets').selectAll().where('match_id', '=', Number(fancy[1])).where('status', '<>', 'CLOSED').execute();
    const fancies = rows.filter((r) => familyOf(r.market_type) === 'FANCY').map((r) => {
      const odds = r.market_type === 'ODD_EVEN' ? 100 : 1;
      return {
        fancy_id: r.market_id, name: r.name, status: r.status, session_value_yes: r.yes_line ?? 0, session_size_yes: (r.yes_rate ?? 0) / odds,
        session_value_no: r.no_line ?? 0, session_size_no: (r.no_rate ?? 0) / odds,
      };
    });
    return { market_id: key, status: 'OPEN', in_play: false, runners: [], fancies };
  }
  if (!/^\d+$/.test(key)) return null;
  const row = await db.selectFrom('markets').selectAll().where('market_id', '=', Number(key)).executeTakeFirst();
  if (!row || familyOf(row.market_type) === 'FANCY') return null;
  const runners = await db.selectFrom('market_runners').selectAll().where('market_id', '=', row.market_id).orderBy('sort_order').execute();
  const engine = familyOf(row.market_type) === 'EXCHANGE' && row.status !== 'CLOSED' ? await service.engineFor(row.market_id, row.book_version) : null;
  const change = engine ? engineChange(engine) : null;
  return {
    market_id: key, status: row.status, in_play: row.in_play === 1, fancies: [],
    runners: runners.map((r) => {
      const live = change?.runners?.find((x) => x.selection_id === r.selection_id);
      const open = row.status === 'OPEN' && r.quote_open === 1;
      const quote = (rate: number | null) => (open && rate !== null ? [{ price: 1 + rate / 100, size: row.max_stake / 100 }] : []);
      return {
        selection_id: r.selection_id, name: r.name, status: r.status as 'ACTIVE',
        back: live?.back ?? quote(r.back_rate), lay: live?.lay ?? quote(r.lay_rate),
      };
    }),
  };
}
