import type { Kysely } from 'kysely';
import { drawPanna } from '@bx/games';
import type { Database } from '../../db/schema.ts';
import { fairStream } from '../fairness/hmac-blocks.ts';
import type { HashChainStore } from '../fairness/hash-chain-store.ts';
import { createFancy } from '../trading/markets/create-market.ts';
import { betMarketsOf, type BetMarketKey } from './bet-markets.ts';
import type { DrawSlot, MatkaMarket } from './matka-markets.ts';
import { insertMatch } from '../catalog/insert-match.ts';

/** The hidden sport that owns matka draws' matches (migration 0011). */
export const MATKA_SPORT_ID = -31;
/** ₹10 minimum stake on every matka bet (paise). */
const MIN_STAKE = 1000;

const chainOwner = (code: string) => `matka:${code}`;

export type DrawRow = Awaited<ReturnType<typeof loadDraw>>;

export function loadDraw(db: Kysely<Database>, matchId: number) {
  return db.selectFrom('matka_draws').selectAll().where('match_id', '=', matchId).executeTakeFirst();
}

/** Whether seat `nonce` of a market's chain has been drawn (its seed revealed); seat 0 is the chain hash, public from the start. */
export async function seatDrawn(db: Kysely<Database>, chainId: number, nonce: number): Promise<boolean> {
  if (nonce === 0) return true;
  const drawn = await db
    .selectFrom('matka_draws')
    .select('match_id')
    .where('chain_id', '=', chainId)
    .where((eb) =>
      eb.or([
        eb.and([eb('open_nonce', '=', nonce), eb('open_seed', 'is not', null)]),
        eb.and([eb('close_nonce', '=', nonce), eb('close_seed', 'is not', null)]),
      ]),
    )
    .executeTakeFirst();
  return drawn !== undefined;
}

/** The draw's bet markets: market id per key. */
export function marketsOf(draw: { markets_json: string }): Partial<Record<BetMarketKey, number>> {
  return JSON.parse(draw.markets_json) as Partial<Record<BetMarketKey, number>>;
}

/**
 * A market's draw, created ahead of its time: a match of the hidden matka sport, one KHADO fancy
 * (width 1) per bet market, and its seats on the market's hash chain taken now, so the results
 * are fixed (and their hashes public) before any bet. Creating it twice finds the first.
 */
export async function ensureDraw(
  db: Kysely<Database>,
  chains: HashChainStore,
  market: MatkaMarket,
  slot: DrawSlot,
  now: number,
): Promise<void> {
  const found = await db
    .selectFrom('matka_draws')
    .select('match_id')
    .where('market_code', '=', market.code)
    .where('draw_key', '=', slot.key)
    .executeTakeFirst();
  if (found) return;
  const matchId = await insertMatch(db, {
    sportId: MATKA_SPORT_ID,
    seriesId: null,
    name: `${market.name} ${slot.key}`,
    openDate: slot.openAt,
    status: 'UPCOMING',
    listed: false,
  });
  const markets: Partial<Record<BetMarketKey, number>> = {};
  for (const m of betMarketsOf(market.hourly)) {
    markets[m.key] = await createFancy(
      db,
      {
        matchId,
        name: `${market.name} ${m.key.replaceAll('_', ' ')}`,
        fancyType: 'KHADO',
        yesLine: null,
        yesRate: m.rate,
        noLine: null,
        noRate: null,
        khadoWidth: 1,
        minStake: MIN_STAKE,
        maxStake: m.maxStake,
        maxResult: m.maxResult,
      },
      now,
    );
  }
  const owner = chainOwner(market.code);
  let open = await chains.next(owner, now);
  let close = slot.closeAt === null ? null : await chains.next(owner, now);
  // Both draws deal from one chain: when the chain ran out between them, both move to the new one.
  if (close && close.chainId !== open.chainId) [open, close] = [close, await chains.next(owner, now)];
  await db
    .insertInto('matka_draws')
    .values({
      match_id: matchId,
      market_code: market.code,
      draw_key: slot.key,
      open_at: slot.openAt,
      close_at: slot.closeAt,
      chain_id: open.chainId,
      open_nonce: open.nonce,
      close_nonce: close?.nonce ?? null,
      open_result: null,
      close_result: null,
      open_seed: null,
      close_seed: null,
      status: 'OPEN',
      markets_json: JSON.stringify(markets),
    })
    .onConflict((oc) => oc.columns(['market_code', 'draw_key']).doNothing())
    .execute();
}

/** The panna a seat deals (casino.md section 2: server_seed s_k, nonce k) and the seed to reveal. */
export async function dealSeat(chains: HashChainStore, chainId: number, nonce: number): Promise<{ panna: string; seed: string }> {
  const seat = await chains.seat(chainId, nonce);
  return { panna: drawPanna(fairStream(seat.serverSeed, seat.clientSeed, nonce)), seed: seat.serverSeed };
}
