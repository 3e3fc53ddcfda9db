import { createFancy } from '../apps/server/src/modules/trading/markets/create-market.ts';
import { TradingService } from '../apps/server/src/modules/trading/trading-service.ts';
import type { BenchResult } from './bench-result.ts';
import { benchWorld } from './bench-world.ts';

const CUSTOMERS = 630;
/** Bets placed together: about the batch the http bench sees at 64 clients. */
const WAVE = 21;
const SAMPLE = 1_050;
const BETS = process.env.BENCH_QUICK ? 5_040 : 10_080;
/**
 * The session's line moves as an innings does: every 63 bets, over 37 runs (a prime, so each
 * customer's 16 bets fall on 16 different lines and its own book has 17 pieces by the end).
 */
const lineAt = (bet: number) => 30 + (Math.floor(bet / 63) % 37);

/**
 * A busy fancy: 630 customers place fancy bets on one session market, 21 at a time through the
 * trading service (SQLite, group commit). Server CPU per bet (process.cpuUsage) over the market's
 * last 1,050 bets against its first 1,050 in the same run: a bet's cost should not grow with the
 * bets other customers placed on the market before it (ratio near 1; each customer's own bets on
 * the market still count: 16 each by the end, on 16 lines). Before a batch read only its callers'
 * bets on a house market it read all of them: 5,273 µs against 656 (×8.0) on this machine.
 */
export default {
  name: 'house-bets',
  async run(): Promise<BenchResult[]> {
    const world = await benchWorld(CUSTOMERS, 0);
    const trading = new TradingService(world.database);
    const marketId = await createFancy(world.database.db, {
      matchId: world.matchId,
      name: 'Busy session',
      fancyType: 'SESSION',
      yesLine: 50,
      yesRate: 100,
      noLine: 50,
      noRate: 100,
      khadoWidth: null,
      maxResult: 999,
    });
    let placed = 0;
    let quoted = 50;
    const cpuPerBet = async (count: number) => {
      const before = process.cpuUsage();
      for (let i = 0; i < count; i += WAVE) {
        const line = lineAt(placed);
        if (line !== quoted) {
          await world.database.db.updateTable('markets').set({ yes_line: line, no_line: line }).where('market_id', '=', marketId).execute();
          quoted = line;
        }
        const outcomes = await Promise.all(
          Array.from({ length: WAVE }, () => {
            const k = placed++;
            return trading.placeFancyBet({
              userId: world.customers[k % CUSTOMERS]!,
              marketId,
              matchId: world.matchId,
              side: k % 2 ? 'BACK' : 'LAY',
              line,
              rate: 100,
              stake: 1_000,
              clientRef: null,
            });
          }),
        );
        const refused = outcomes.find((o) => o.ok !== true);
        if (refused) throw new Error(`house-bets: a bet was refused: ${JSON.stringify(refused)}`);
      }
      const used = process.cpuUsage(before);
      return (used.user + used.system) / count;
    };
    const first = await cpuPerBet(SAMPLE);
    await cpuPerBet(BETS - 2 * SAMPLE);
    const last = await cpuPerBet(SAMPLE);
    await world.dispose();
    return [
      {
        name: `house-bets: CPU per fancy bet, bets ${BETS - SAMPLE + 1}-${BETS} on one market`,
        value: last,
        unit: 'µs',
        baseline: 'its first 1,050 bets',
        baseline_value: first,
        ratio: last / first,
        note: `${CUSTOMERS} customers, ${WAVE} bets at a time, SQLite; flat is ×1`,
      },
    ];
  },
};
