import { z } from 'zod';

/**
 * The caller's single-player seed pair (casino.md sections 2 and 8, fixed fields): the hash of
 * the server seed, shown before play; the client seed the customer may edit; the nonce, which
 * counts the pair's bets (the next bet uses it).
 */
export const seedPair = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
});
export type SeedPair = z.infer<typeof seedPair>;

/** POST fair/setClientSeed: 1-64 printable ASCII characters. */
export const setClientSeedRequest = z.object({
  client_seed: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\x20-\x7e]+$/, 'must be printable characters'),
});

/** POST fair/rotateSeedPair: the retired pair with its server seed revealed, and the new one. */
export const rotatedSeedPair = z.object({
  previous: seedPair.extend({ server_seed: z.string() }),
  current: seedPair,
});
