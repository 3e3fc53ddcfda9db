import { z } from 'zod';

/** GET health: the process is alive and answering. */
export const health = z.object({ uptime_s: z.number() });

/** GET ready: what the server depends on, each reachable or not. */
export const readiness = z.object({
  database: z.boolean(),
  migrations: z.boolean(),
  /** Present when the server uses Redis (REDIS_URL). */
  redis: z.boolean().optional(),
  /** Whether this process runs the singleton work (table clocks, ticks, demo world), and since when. */
  leader: z.object({ process: z.string(), leading: z.boolean(), since: z.string().nullable() }).optional(),
});
