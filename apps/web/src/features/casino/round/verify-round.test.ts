import { createHash, createHmac } from 'node:crypto';
import { blockMessage, dealRound, FairStream, type TableType } from '@bx/games';
import { describe, expect, it } from 'vitest';
import { verifyRound, type RevealedRound } from './verify-round.ts';

const types: TableType[] = ['teen20', 'dt20', 'lucky7', 'aaa', 'card32', 'ab20'];
const serverSeed = '3f'.repeat(32);
const seeds = { serverSeed, clientSeed: 'table-client-seed', nonce: 42 };

// node:crypto, not the WebCrypto code under test.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
function hashTimes(text: string, times: number) {
  let hash = text;
  for (let i = 0; i < times; i++) hash = sha256(hash);
  return hash;
}
/** s_0 of a chain whose seat 42 is `serverSeed`: what the table published before its first round. */
const chainHash = hashTimes(serverSeed, seeds.nonce);

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
  it.each(types)('%s: the WebCrypto re-deal is the deal node:crypto gives, and the seed walks to the chain hash', async (type) => {
    const deal = serverDeal(type);
    const outcome = await verifyRound({ type, cards: deal.cards, commitment: { chainHash }, ...seeds });
    expect(outcome.recomputed).toEqual(deal.cards);
    expect(outcome).toMatchObject({ seedMatches: true, hashes: 42, dealMatches: true });
  });
});

describe('the seed is tied to the chain hash published before the round', () => {
  const round: RevealedRound = { type: 'lucky7', cards: serverDeal('lucky7').cards, commitment: { chainHash }, ...seeds };

  it('does not take the previous hash (one sha256 of the seed, sent with it) for the commitment', async () => {
    expect(await verifyRound({ ...round, commitment: { chainHash: sha256(serverSeed) } })).toMatchObject({
      seedMatches: false,
      dealMatches: true,
    });
  });

  it('hashes exactly nonce times: one hash short or one too many is no match', async () => {
    expect((await verifyRound({ ...round, commitment: { chainHash: hashTimes(serverSeed, 41) } })).seedMatches).toBe(false);
    expect((await verifyRound({ ...round, commitment: { chainHash: hashTimes(serverSeed, 43) } })).seedMatches).toBe(false);
  });

  it('accepts the chain hash in upper case, as a hand-typed one may be', async () => {
    expect((await verifyRound({ ...round, commitment: { chainHash: chainHash.toUpperCase() } })).seedMatches).toBe(true);
  });

  it('never matches a nonce of 0: s_0 is the published hash itself and deals no round', async () => {
    const outcome = await verifyRound({ ...round, nonce: 0, commitment: { chainHash: serverSeed } });
    expect(outcome).toMatchObject({ seedMatches: false, hashes: 0 });
  });
});

describe('an Our Virtual bet is tied to its seed pair', () => {
  const virtual = { ...seeds, nonce: 3 };
  const cards = () => {
    const block = (r: number) =>
      new Uint8Array(
        createHmac('sha256', serverSeed)
          .update(blockMessage(virtual.clientSeed, 3, r))
          .digest(),
      );
    return dealRound('dt20', new FairStream(block)).cards;
  };

  it('checks the seed against the server seed hash shown before play, hashed once whatever the nonce', async () => {
    const outcome = await verifyRound({ type: 'dt20', cards: cards(), commitment: { serverSeedHash: sha256(serverSeed) }, ...virtual });
    expect(outcome).toMatchObject({ seedMatches: true, hashes: 1, dealMatches: true });
  });

  it('refuses a seed that is not the one whose hash was shown', async () => {
    const outcome = await verifyRound({ type: 'dt20', cards: cards(), commitment: { serverSeedHash: sha256('b'.repeat(64)) }, ...virtual });
    expect(outcome.seedMatches).toBe(false);
  });
});
