import pg from 'pg';

/**
 * The key space of the members' presence locks: `pg_advisory_lock(PRESENCE_LOCKS, hashtext(member))`
 * (two int4 keys, so pg_locks shows them with objsubid 2, apart from the leader's bigint key).
 */
export const PRESENCE_LOCKS = 29;

/**
 * A process's presence as a market owner: a session advisory lock on a connection of its own,
 * keyed by its member name. A membership counts as live only while that lock is held
 * (shard-leases.ts), so a process that dies, with kill -9 or a crash, stops counting the moment
 * PostgreSQL sees its connection close: a restarted process, or a survivor, takes its shards at
 * its next tick instead of waiting for the membership to expire. A process that is paused or cut
 * off keeps its session, and its membership still ends when it stops renewing.
 */
export class MemberPresence {
  private client: pg.Client | null = null;

  constructor(private readonly connection: pg.ClientConfig) {}

  /** Holds the lock, on a new session when the last one ended (the server or the network dropped it). */
  async hold(member: string): Promise<void> {
    if (this.client) return;
    const client = new pg.Client(this.connection);
    const lost = () => {
      if (this.client === client) this.client = null;
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    try {
      // Another process whose name hashes alike holds it: this one is then timed by its expiry alone.
      await client.query('SELECT pg_try_advisory_lock($1, hashtext($2))', [PRESENCE_LOCKS, member]);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  /** Ends the session, and the lock with it. */
  async end(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
