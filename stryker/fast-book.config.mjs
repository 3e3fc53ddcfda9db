import { strykerConfig } from './base-config.mjs';

// Mutation testing of the fast order book alone. Its loop mutants never end, so each runs to
// Stryker's hit limit or timeout: against the whole engine suite (the exchange config) that took
// about two and a half hours; against the book-level tests, whose dry run is short, both limits
// are small.
export default strykerConfig('fast-book', {
  vitest: { configFile: 'stryker/fast-book-vitest.config.ts', dir: 'packages/exchange' },
  mutate: ['packages/exchange/src/fast-book.ts'],
  goal: 85,
  timeoutMS: 2000,
});
