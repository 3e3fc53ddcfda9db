import { setFlagsFromString } from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for this process: call it first thing in a server
 * process. At start (migrations, seeding, books loaded) most objects live long, so V8 learns to
 * allocate straight into the old generation at the sites that made them, among them sites that
 * later make each request's short-lived objects (Node's HTTP internals, Fastify's request and
 * reply). Those then die in the old generation, where only a full collection frees them, and
 * until then every young object they point to survives each scavenge too: under the bet bench
 * about a quarter of all allocation was promoted, scavenges took 20-50 ms each (on one request
 * path they are the p99) and cost 9-30 µs a request. Without pretenuring a scavenge frees
 * nearly everything and takes 3-7 ms (docs/money.md, "Where a bet's CPU goes"). It only changes
 * where V8 places new objects, not what the program does. Call it before the start-up work, so
 * that no site is pretenured by what start-up allocates.
 */
export function tuneGarbageCollector(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
