import { describe, expect, it } from 'vitest';
import { newClientRef } from './client-ref.ts';

describe('newClientRef', () => {
  it('is a UUIDv7 whose first 48 bits are the time in milliseconds', () => {
    const now = Date.UTC(2026, 10, 28, 10, 30, 0, 123);
    const ref = newClientRef(now);
    expect(ref).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(ref.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('sorts by the time it was made, so the server stores one batch of keys together', () => {
    const refs = [0, 1, 255, 256, 65_536, 1_000_000].map((ms) => newClientRef(1_764_000_000_000 + ms));
    expect([...refs].sort()).toEqual(refs);
  });

  it('gives keys of the same millisecond apart by their random bits', () => {
    const refs = Array.from({ length: 1000 }, () => newClientRef(1_764_000_000_000));
    expect(new Set(refs).size).toBe(1000);
  });
});
