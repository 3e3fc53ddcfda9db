import { createHash, createHmac } from 'node:crypto';
import { blockMessage, dealRound, FairStream, type TableType } from '@bx/games';
import { describe, expect, it } from 'vitest';
import { verifyRound } from './verify-round.ts';

const types: TableType[] = ['teen20', 'dt20', 'lucky7', 'aaa', 'card32', 'ab20'];
const serverSeed = '3f'.repeat(32);
const seeds = { serverSeed, clientSeed: 'table-client-seed', nonce: 42 };

/** The deal as a server computes it: the same engine over blocks from node:crypto's HMAC, not WebCrypto. */
function serverDeal(type: TableType) {
  const block = (r: number) =>
    new Uint8Array(
      createHmac('sha256', serverSeed)
        .update(blockMessage(seeds.clientSeed, seeds.nonce, r))
        .digest(),
    );
  return dealRound(type, new FairStream(block));
}

describe('the browser Verify agrees with the server for every table', () => {
  it.each(types)('%s: the WebCrypto re-deal is the deal node:crypto gives, and it verifies', async (type) => {
    const deal = serverDeal(type);
    const previousHash = createHash('sha256').update(serverSeed).digest('hex');
    const outcome = await verifyRound({ type, cards: deal.cards, previousHash, ...seeds });
    expect(outcome.recomputed).toEqual(deal.cards);
    expect(outcome).toMatchObject({ chainMatches: true, dealMatches: true });
  });
});
