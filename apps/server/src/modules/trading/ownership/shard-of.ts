/**
 * How many shards the markets are spread over. Every process of a deployment must agree, so it is
 * a constant, not a setting; 60 divides evenly among 2, 3, 4, 5 or 6 processes.
 */
export const SHARD_COUNT = 60;

/** The shard of a market: its id mod SHARD_COUNT (consecutive markets land on different owners). */
export function shardOf(marketId: number): number {
  return marketId % SHARD_COUNT;
}
