import type { AppDatabase } from '../../db/create-database.ts';
import { BetsService } from './bets-service.ts';

const services = new WeakMap<AppDatabase, BetsService>();

/**
 * The one bets service of a database in this process (routes, seed and simulator share its
 * engines). A `log` given replaces the one it had: the seed creates the service before the app
 * and its logger exist.
 */
export function betsServiceFor(database: AppDatabase, log?: (error: unknown) => void): BetsService {
  let service = services.get(database);
  if (!service) services.set(database, (service = new BetsService(database, log)));
  else if (log) service.logTo(log);
  return service;
}
