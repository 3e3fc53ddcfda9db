import { describe, expect, it } from 'vitest';

// Imported inside the test (not at the top of the file): if building the ladder throws when the
// module loads, this test fails instead of the whole file failing to load.
describe('ladder module', () => {
  it('loads and builds the 350-price ladder', async () => {
    const { LADDER, ladderIndex } = await import('../src/index');
    expect(LADDER).toHaveLength(350);
    expect(ladderIndex(101)).toBe(0);
  });
});
