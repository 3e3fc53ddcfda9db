import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { dealRound } from '@bx/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairStream } from '../../src/modules/fairness/hmac-blocks.ts';
import { verifyTableRound } from '../../src/modules/casino/verify-round.ts';
import { testDialects } from '../helpers/test-app.ts';
import { CasinoWorld, TABLE_IDS } from './casino-world.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe.each(testDialects())('provably fair table rounds on %s', (dialect) => {
  let w: CasinoWorld;
  let customer: { token: string };
  const rounds: { roundId: number; chainHashShown: string; nonceShown: number }[] = [];

  beforeAll(async () => {
    w = await CasinoWorld.create(dialect, 50);
    customer = await w.money.customer(0);
    // Twelve dt20 rounds; what the table showed while each was open is kept to check later.
    for (let i = 0; i < 12; i++) {
      const roundId = await w.openRound('dt20');
      const shown = await w.money.call(customer.token, 'match/getMatchDetail', { match_id: TABLE_IDS.dt20 });
      const market = shown.data.markets[0];
      expect(market.market_id).toBe(roundId);
      const early = await w.money.call(customer.token, 'betResult/marketResultDetailsByMarketId', { market_id: String(roundId) });
      // While the round is open its seed stays secret.
      expect(early.data.server_seed).toBeNull();
      rounds.push({ roundId, chainHashShown: market.chain_hash, nonceShown: market.nonce });
      await w.finishRound('dt20', roundId);
    }
  });
  afterAll(async () => w?.money.ctx.close());

  const detail = async (roundId: number) =>
    (await w.money.call(customer.token, 'betResult/marketResultDetailsByMarketId', { market_id: String(roundId) })).data;

  it('reveals seeds that hash one to the next, sha256(s_k) == s_(k-1), down to the chain hash shown before the bets', async () => {
    const details = await Promise.all(rounds.map((r) => detail(r.roundId)));
    expect(details.map((d) => d.nonce)).toEqual(rounds.map((r) => r.nonceShown));
    for (const [i, d] of details.entries()) {
      expect(d.chain_hash).toBe(rounds[i]!.chainHashShown);
      expect(sha256(d.server_seed)).toBe(d.previous_hash);
      let hash = d.server_seed as string;
      for (let k = 0; k < d.nonce; k++) hash = sha256(hash);
      expect(hash).toBe(d.chain_hash);
      if (i > 0) expect(sha256(d.server_seed)).toBe(details[i - 1].server_seed);
    }
  });

  it('deals every round exactly as the fair stream of its revealed seed, client seed and nonce gives it', async () => {
    for (const r of rounds) {
      const d = await detail(r.roundId);
      const again = dealRound('dt20', fairStream(d.server_seed, d.client_seed, d.nonce));
      expect(d.cards).toEqual(again.cards);
      expect(d.winner).toBe(again.result);
    }
  });

  it('verifies a round from the database, and the shell command agrees', async () => {
    const v = await verifyTableRound(w.db, rounds[3]!.roundId);
    expect(v).toMatchObject({ seed_matches_chain: true, deal_matches: true });
    if (dialect !== 'sqlite') return;
    const dataDir = dirname(w.money.ctx.database.sqlite!.name);
    const run = promisify(execFile);
    const { stdout } = await run('npx', ['tsx', 'apps/server/src/cli/verify.ts', String(rounds[3]!.roundId)], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(stdout).toContain('VERIFIED');
  });
});
