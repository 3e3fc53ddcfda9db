import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { dealRound, type TableType } from '@bx/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DialectName } from '../../src/db/dialect.ts';
import { fairStream } from '../../src/modules/fairness/hmac-blocks.ts';
import { verifyTableRound } from '../../src/modules/casino/verify-round.ts';
import { testDialects } from '../helpers/test-app.ts';
import { CasinoWorld, TABLE_IDS } from './casino-world.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const TYPES = Object.keys(TABLE_IDS) as TableType[];
/** Finished rounds checked per table: enough for a run of links, each one hash from the next. */
const ROUNDS = 5;

interface Shown {
  roundId: number;
  chainHashShown: string;
  nonceShown: number;
}

/**
 * The environment for `npm run verify` against this test's database: the SQLite file's folder,
 * or the PostgreSQL URL with the test's own schema on the search path (pg reads `options` from
 * the URL, as libpq does), so the shell command reads the rounds this test dealt.
 */
function verifyEnv(w: CasinoWorld, dialect: DialectName): NodeJS.ProcessEnv {
  const database = w.money.ctx.database;
  if (dialect === 'sqlite') return { ...process.env, DATA_DIR: dirname(database.sqlite!.name), DATABASE_URL: '' };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${database.pgSchema!}`);
  return { ...process.env, DATABASE_URL: url.toString() };
}

describe.each(testDialects())('provably fair table rounds on %s', (dialect) => {
  let w: CasinoWorld;
  let customer: { token: string };
  const shown = new Map<TableType, Shown[]>(TYPES.map((t) => [t, []]));

  beforeAll(async () => {
    w = await CasinoWorld.create(dialect, 50);
    customer = await w.money.customer(0);
    // Every table deals on the one clock; what each showed while a round was open is kept to
    // check later. One round more than checked is opened, so every checked round has ended.
    while (TYPES.some((t) => shown.get(t)!.length <= ROUNDS)) {
      await w.advance(100);
      for (const type of TYPES) {
        const round = w.casino.table(TABLE_IDS[type])!.round;
        const seen = shown.get(type)!;
        if (round?.status !== 'OPEN' || seen.at(-1)?.roundId === round.roundId) continue;
        const market = (await w.money.call(customer.token, 'match/getMatchDetail', { match_id: TABLE_IDS[type] })).data.markets[0];
        expect(market.market_id).toBe(round.roundId);
        // While the round is open its seed stays secret.
        expect((await detail(round.roundId)).server_seed).toBeNull();
        seen.push({ roundId: round.roundId, chainHashShown: market.chain_hash, nonceShown: market.nonce });
      }
    }
  });
  afterAll(async () => w?.money.ctx.close());

  async function detail(roundId: number) {
    return (await w.money.call(customer.token, 'betResult/marketResultDetailsByMarketId', { market_id: String(roundId) })).data;
  }
  const checked = (type: TableType) => shown.get(type)!.slice(0, ROUNDS);

  it.each(TYPES)(
    '%s: revealed seeds hash one to the next, sha256(s_k) == s_(k-1), and each walks to the chain hash shown before the bets',
    async (type) => {
      const rounds = checked(type);
      const details = await Promise.all(rounds.map((r) => detail(r.roundId)));
      expect(details.map((d) => d.nonce)).toEqual(rounds.map((r) => r.nonceShown));
      // One chain, consecutive seats: the run links round to round.
      expect(details.map((d) => d.nonce)).toEqual(details.map((_, i) => details[0].nonce + i));
      for (const [i, d] of details.entries()) {
        expect(d.gtype).toBe(type);
        expect(d.chain_hash).toBe(rounds[i]!.chainHashShown);
        expect(sha256(d.server_seed)).toBe(d.previous_hash);
        let hash = d.server_seed as string;
        for (let k = 0; k < d.nonce; k++) hash = sha256(hash);
        expect(hash).toBe(d.chain_hash);
        if (i > 0) expect(sha256(d.server_seed)).toBe(details[i - 1].server_seed);
      }
    },
  );

  it.each(TYPES)('%s: deals every round exactly as the fair stream of its revealed seed, client seed and nonce gives it', async (type) => {
    for (const r of checked(type)) {
      const d = await detail(r.roundId);
      const again = dealRound(type, fairStream(d.server_seed, d.client_seed, d.nonce));
      expect(d.cards).toEqual(again.cards);
      expect(d.winner).toBe(again.result);
      expect(await verifyTableRound(w.db, r.roundId)).toMatchObject({ seed_matches_chain: true, deal_matches: true });
    }
  });

  // Each spawns the shell command (tsx compiles on start: several seconds on a busy machine).
  it('verifies a round with the shell command, npm run verify, against this database', async () => {
    const roundId = checked('dt20')[3]!.roundId;
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'apps/server/src/cli/verify.ts', String(roundId)], {
      cwd: repoRoot,
      env: verifyEnv(w, dialect),
    });
    expect(stdout).toContain('VERIFIED');
    expect(JSON.parse(stdout.slice(0, stdout.lastIndexOf('}') + 1))).toMatchObject({
      round_id: String(roundId),
      seed_matches_chain: true,
      deal_matches: true,
    });
  }, 120_000);

  it('says MISMATCH and exits 1 when a stored deal was altered after the round', async () => {
    const roundId = checked('lucky7')[2]!.roundId;
    const row = await w.db.selectFrom('table_rounds').select(['cards', 'result']).where('round_id', '=', roundId).executeTakeFirstOrThrow();
    const cards = JSON.parse(row.cards!) as string[];
    const other = cards[0] === 'KHH' ? 'QHH' : 'KHH';
    await w.db
      .updateTable('table_rounds')
      .set({ cards: JSON.stringify([other]) })
      .where('round_id', '=', roundId)
      .execute();
    try {
      const failed = await promisify(execFile)('npx', ['tsx', 'apps/server/src/cli/verify.ts', String(roundId)], {
        cwd: repoRoot,
        env: verifyEnv(w, dialect),
      }).then(
        () => null,
        (error: { code: number; stdout: string }) => error,
      );
      expect(failed).toMatchObject({ code: 1 });
      expect(failed!.stdout).toContain('MISMATCH');
    } finally {
      await w.db.updateTable('table_rounds').set({ cards: row.cards }).where('round_id', '=', roundId).execute();
    }
  }, 120_000);
});
