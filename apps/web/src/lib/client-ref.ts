/**
 * A UUIDv7 (RFC 9562): the first 48 bits are the time in milliseconds, the rest random (74 bits
 * from `crypto.getRandomValues`, which unlike `crypto.randomUUID` works on plain-http LAN hosts
 * too). Time first, so the keys the server stores together sort together: its unique index of
 * keyed bets leads with the key, and a batch's new keys then share one index page
 * (migration 0030-client-ref-first). Two keys of the same millisecond differ in their random bits.
 */
export function newClientRef(now: number = Date.now()): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 0; i < 6; i++) b[i] = Math.floor(now / 2 ** (8 * (5 - i))) % 256;
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
