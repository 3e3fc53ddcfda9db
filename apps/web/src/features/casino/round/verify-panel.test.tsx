import { createHash } from 'node:crypto';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VerifyPanel, type RevealedTableRound } from './verify-panel.tsx';

afterEach(cleanup);

// Hashed here with node:crypto rather than the WebCrypto code under test.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const serverSeed = 'a'.repeat(64);
const nonce = 7;
const previousHash = sha256(serverSeed);
// s_0 of the chain: the seed of round 7 hashed seven times.
let chainHash = serverSeed;
for (let i = 0; i < nonce; i++) chainHash = sha256(chainHash);
// The first six cards of this seed pair's shuffled deck, from an independent verifier of casino.md
// section 2 (the same vector as lib/fair-verify.test.ts); teen20 deals C1..C6 from the top.
const dealt = ['6HH', '8SS', '8CC', '5SS', 'KCC', '4SS'];
const round: RevealedTableRound = {
  type: 'teen20',
  cards: dealt,
  serverSeed,
  previousHash,
  commitment: { chainHash },
  clientSeed: 'demo-client',
  nonce,
};

async function verify(r: RevealedTableRound) {
  render(<VerifyPanel round={r} />);
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  const result = await screen.findByRole('status', { name: 'Verify result' });
  return {
    headline: result.querySelector('strong')?.textContent,
    seed: within(result).getByRole('listitem', { name: 'Seed to chain hash' }).textContent,
    deal: within(result).getByRole('listitem', { name: 'Deal' }).textContent,
  };
}

describe('Verify in the round detail', () => {
  it('shows the chain hash the seed is checked against', () => {
    render(<VerifyPanel round={round} />);
    expect(screen.getByText(chainHash)).toBeTruthy();
  });

  it('says the deal matches when the seed walks to the published chain hash and deals the cards shown', async () => {
    const result = await verify(round);
    expect(result.headline).toBe('The deal matches');
    expect(result.seed).toContain('Seed → chain hash: matches');
    expect(result.seed).toContain('hashed 7 times');
    expect(result.deal).toContain('Deal: matches');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      '6 of spades',
      '8 of diamonds',
      '8 of clubs',
      '5 of diamonds',
      'King of clubs',
      '4 of diamonds',
    ]);
  });

  it('says the deal does not match when one shown card differs from the recomputed deal', async () => {
    const result = await verify({ ...round, cards: [...dealt.slice(0, 5), '4HH'] });
    expect(result.headline).toBe('The deal does not match');
    expect(result.seed).toContain('Seed → chain hash: matches');
    expect(result.deal).toContain('Deal: does not match');
  });

  it('says it does not match when the seed hashes to the previous hash sent with it but not to the chain hash', async () => {
    const result = await verify({ ...round, commitment: { chainHash: previousHash } });
    expect(result.headline).toBe('The deal does not match');
    expect(result.seed).toContain('Seed → chain hash: does not match');
    expect(result.deal).toContain('Deal: matches');
  });

  it('says it does not match when the chain hash is another chain’s', async () => {
    const result = await verify({ ...round, commitment: { chainHash: sha256('b'.repeat(64)) } });
    expect(result.seed).toContain('Seed → chain hash: does not match');
  });
});
