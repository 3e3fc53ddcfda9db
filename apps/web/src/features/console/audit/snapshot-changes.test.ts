import { describe, expect, it } from 'vitest';
import { snapshotChanges } from './snapshot-changes.ts';

describe('snapshotChanges', () => {
  it('lists only the fields whose values differ, in the row order', () => {
    expect(snapshotChanges({ user_id: 7, user_lock: 0, balance: 100 }, { user_id: 7, user_lock: 1, balance: 100 })).toEqual([
      { field: 'user_lock', before: 0, after: 1 },
    ]);
  });

  it('shows every field of a created row as new', () => {
    expect(snapshotChanges(null, { market_id: 3, status: 'OPEN' })).toEqual([
      { field: 'market_id', before: undefined, after: 3 },
      { field: 'status', before: undefined, after: 'OPEN' },
    ]);
  });
});
