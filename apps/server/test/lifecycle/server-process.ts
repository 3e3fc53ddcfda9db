import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { urlWithSchema } from '../helpers/test-app.ts';

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A port nobody listens on just now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with the ms it took once `condition` holds (a rejection counts as not yet); throws after `ms`. */
export async function until(condition: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await condition().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether the server on `port` says (its /metrics leader gauge) that it runs the singleton work. */
export async function isLeader(port: number): Promise<boolean> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return /^leader 1$/m.test(text);
}

/** A real server process (src/main.ts) on `port`, resolved once it listens; `env` adds to the test's own. */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/** Server processes (the demo world on) sharing one fresh schema of a PostgreSQL database. */
export class ServerCluster {
  readonly children: ChildProcess[] = [];
  readonly ports: number[] = [];
  private readonly schema: string;
  readonly databaseUrl: string;

  constructor(
    private readonly url: string,
    prefix: string,
  ) {
    this.schema = `${prefix}_${randomBytes(5).toString('hex')}`;
    this.databaseUrl = urlWithSchema(url, this.schema);
  }

  /** Creates the schema and starts `count` processes on it, one after another. */
  async start(count: number): Promise<void> {
    await this.admin(`CREATE SCHEMA ${this.schema}`);
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      this.children.push(await startServer(port, { DATABASE_URL: this.databaseUrl, SIMULATOR: 'on' }));
      this.ports.push(port);
    }
  }

  /** The index of the one process that leads, once exactly one does (within `ms`). */
  async leaderIndex(ms: number): Promise<number> {
    await until(async () => (await Promise.all(this.ports.map(isLeader))).filter(Boolean).length === 1, ms);
    return (await Promise.all(this.ports.map(isLeader))).indexOf(true);
  }

  /** Kills what still runs and drops the schema. */
  async close(): Promise<void> {
    for (const c of this.children) c.kill('SIGKILL');
    await this.admin(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
  }

  private async admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    await client.query(statement);
    await client.end();
  }
}
