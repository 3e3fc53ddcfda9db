import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase } from './backup-database.ts';
import { parseFlags } from './admin-commands.ts';
import { restoreDatabase, RestoreRefused } from './restore-database.ts';

/** A command run on this machine's database file, not through the HTTP API (no login). */
interface DatabaseCommand {
  help: string;
  run(file: string, databaseFile: string): void;
}

const MiB = 2 ** 20;

export const DATABASE_COMMANDS: Record<string, DatabaseCommand> = {
  backup: {
    help: 'a consistent copy of the SQLite database, taken while the server runs   <file> [--data_dir]',
    run(file, databaseFile) {
      const b = backupDatabase(databaseFile, file);
      console.log(
        `Backed up ${databaseFile} to ${b.file}: ${(b.bytes / MiB).toFixed(1)} MiB, ${b.bets} bets, ${b.migrations} migrations, ${b.milliseconds} ms.`,
      );
    },
  },
  restore: {
    help: 'puts a backup in place of the SQLite database (stop the server first)   <file> [--data_dir]',
    run(file, databaseFile) {
      const r = restoreDatabase(resolve(file), databaseFile);
      console.log(`Restored ${databaseFile} from ${resolve(file)}: ${r.bets} bets, ${r.migrations} migrations.`);
      if (r.keptAs) console.log(`The replaced database is kept as ${r.keptAs}.`);
      console.log('Start the server: it applies any newer migrations on start.');
    },
  },
};

/**
 * `backup|restore <file> [--data_dir DIR]` on the server's SQLite file (DATA_DIR, as the server
 * reads it). Exit code 0 done, 1 refused or failed, 2 misuse.
 */
export function runDatabaseCommand(name: string, command: DatabaseCommand, args: string[]): number {
  const [file, ...rest] = args;
  if (!file || file.startsWith('--')) {
    console.error(`Usage: npm run admin -- ${name} <file> [--data_dir DIR]`);
    return 2;
  }
  const flags = parseFlags(rest);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(`DATABASE_URL is set: back up and restore PostgreSQL with pg_dump / pg_restore (docs/deploy.md, "Backup and restore").`);
    return 2;
  }
  const databaseFile = resolve(String(flags.data_dir ?? config.DATA_DIR), 'exchange.sqlite');
  try {
    command.run(file, databaseFile);
    return 0;
  } catch (error) {
    console.error(error instanceof RestoreRefused ? error.message : `${name} failed: ${(error as Error).message}`);
    return 1;
  }
}
