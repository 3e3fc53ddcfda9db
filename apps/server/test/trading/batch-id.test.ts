import { describe, expect, it } from 'vitest';
import { newBatchId } from '../../src/modules/trading/batch/batch-marker.ts';

// A batch's commit marker is keyed by this id: a UUIDv7 (PostgreSQL's uuid column takes it), in
// time order as text (markers append at the key's end and are pruned by range), never repeated.
describe('a batch id', () => {
  const now = Date.UTC(2026, 10, 27, 4, 10, 0, 123);

  it('is a version 7 UUID of the RFC 9562 variant', () => {
    for (let i = 0; i < 200; i++) expect(newBatchId(now)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('begins with its millisecond time', () => {
    const id = newBatchId(now);
    expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(now);
  });

  it('sorts as text in time order', () => {
    const ids = [now - 1, now, now + 1, now + 1_000_000].map(newBatchId);
    expect([...ids].sort()).toEqual(ids);
  });

  it('is not repeated within one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => newBatchId(now));
    expect(new Set(ids).size).toBe(ids.length);
    // The random tail varies in every position that is random (not the version, not the dashes).
    expect(new Set(ids.map((id) => id.slice(15, 18))).size).toBeGreaterThan(1_000);
  });
});
