import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { compose } from './compose.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { holdServerLock } from './db/data-dir-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { publishedPasswordProblem } from './db/seed/published-passwords.ts';
import { publishedProviderSecretProblem } from './db/seed/published-provider-secret.ts';
import { seedDatabase } from './db/seed/seed-database.ts';
import { sqliteRuntimeProblem } from './db/sqlite-runtime.ts';
import { startBackgroundServices } from './start-background-services.ts';
import { tuneGarbageCollector } from './tune-garbage-collector.ts';

async function main(): Promise<void> {
  tuneGarbageCollector();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Before the first SQLite file opens (the lock's): on an older Node, better-sqlite3 would kill
  // the process at its first statement without a word.
  const runtimeProblem = config.DATABASE_URL ? null : sqliteRuntimeProblem(process.versions.node);
  if (runtimeProblem) {
    console.error(runtimeProblem);
    process.exit(1);
  }
  // SQLite: the file is in use until this process ends: `npm run admin -- restore` is refused
  // meanwhile, and a server started during a restore waits for it (db/data-dir-lock.ts).
  const serverLock = config.DATABASE_URL ? null : holdServerLock(resolve(config.DATA_DIR, 'exchange.sqlite'));
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(database);
  const services = compose(config, database);
  const seeded = await seedDatabase(services);
  const problem =
    (await publishedPasswordProblem(config.HOST, database.db, seeded.accounts)) ??
    (await publishedProviderSecretProblem(config.HOST, database.db));
  if (problem) {
    console.error(problem);
    await database.close();
    process.exit(1);
  }
  const app = await buildApp({ services });
  await startBackgroundServices(app);
  // SIGTERM: first hand the singleton work over (it stops here, the lock is released, a follower
  // leads at once rather than after the drain); then answer every request in flight (their
  // batches commit), refuse newcomers with 503, and close the listener, the sockets (the app
  // reconnects) and the database.
  const shutdown = async () => {
    await app.leadership?.stop();
    await app.drain.drain();
    await app.close();
    await database.close();
    serverLock?.release();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`;
  console.log(
    `\nExchange running at http://${config.HOST === '127.0.0.1' ? 'localhost' : config.HOST}:${config.PORT}  (database: ${where}; Node ${process.versions.node})`,
  );
  console.log(`API docs at http://localhost:${config.PORT}/api/docs`);
  if (seeded.accounts.length > 0) {
    console.log('Demo accounts (user name / password):');
    for (const a of seeded.accounts) console.log(`  ${a.userName.padEnd(12)} ${a.password.padEnd(12)} ${a.description}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
