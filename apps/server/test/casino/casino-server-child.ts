// A real server process for the crash test: Our Casino on a fast clock over the database named
// by DATA_DIR (SQLite) or DATABASE_URL + PG_SCHEMA. CRASH=before|after: SIGKILL itself at the
// first settlement of a round that has bets, just before the settle command or just after its
// commit (before the round is marked paid).
import { buildApp } from '../../src/app.ts';
import { compose } from '../../src/compose.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/create-database.ts';

const env = process.env;
const config = loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', ADMIN_PASSWORD: 'admin1234', SEED_DEMO: 'off' });
const database = await createDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, pgSchema: env.PG_SCHEMA, dataDir: '.' } : { dataDir: env.DATA_DIR! },
);
const services = compose(config, database);
const { trading, casino } = services;
const settle = trading.settle.bind(trading);
trading.settle = async (command) => {
  const bets = await database.db.selectFrom('bets').select('bet_id').where('market_id', '=', command.marketId).execute();
  if (env.CRASH && bets.length > 0) {
    if (env.CRASH === 'before') process.kill(process.pid, 'SIGKILL');
    const outcome = await settle(command);
    process.kill(process.pid, 'SIGKILL');
    return outcome;
  }
  return settle(command);
};
casino.configure({ bettingMs: 1500, revealMs: 30, resultMs: 100, tickMs: 20, log: (e) => console.error(e) });
const app = await buildApp({ services });
await app.listen({ port: 0, host: '127.0.0.1' });
await casino.start();
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => {
  void casino
    .stop()
    .then(() => app.close())
    .then(() => database.close())
    .then(() => process.exit(0));
});
