import { createHash } from 'node:crypto';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VerifyPanel } from './verify-panel.tsx';
import type { RevealedRound } from './verify-round.ts';

afterEach(cleanup);

const serverSeed = 'a'.repeat(64);
// The chain's previous link, hashed here with node:crypto rather than the WebCrypto code under test.
const previousHash = createHash('sha256').update(serverSeed).digest('hex');
// The first six cards of this seed pair's shuffled deck, from an independent verifier of casino.md
// section 2 (the same vector as lib/fair-verify.test.ts); teen20 deals C1..C6 from the top.
const dealt = ['6HH', '8SS', '8CC', '5SS', 'KCC', '4SS'];
const round: RevealedRound = { type: 'teen20', cards: dealt, serverSeed, previousHash, clientSeed: 'demo-client', nonce: 7 };

async function verify(r: RevealedRound) {
  render(<VerifyPanel round={r} />);
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  return screen.findByRole('status', { name: 'Verify result' });
}

describe('Verify in the round detail', () => {
  it('says the deal matches when the seed hashes to the published link and deals the cards shown', async () => {
    const result = await verify(round);
    expect(result.querySelector('strong')?.textContent).toBe('The deal matches');
    expect(result.textContent).toContain('sha256(server seed) matches the previous hash');
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
    expect(result.querySelector('strong')?.textContent).toBe('The deal does not match');
    expect(result.textContent).toContain('do not match the cards dealt');
  });

  it('says it does not match when the revealed seed is not the one committed before the round', async () => {
    const result = await verify({ ...round, previousHash: createHash('sha256').update('b'.repeat(64)).digest('hex') });
    expect(result.querySelector('strong')?.textContent).toBe('The deal does not match');
    expect(result.textContent).toContain('sha256(server seed) does not match the previous hash');
  });
});
