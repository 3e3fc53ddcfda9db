// `npm run admin -- <command> [--key value ...]`: the operator API from a terminal. Logs in as an
// operator (ADMIN_USER / ADMIN_PASSWORD or --admin_user / --admin_password) at --url
// (default http://localhost:3000) and calls the same endpoints as any client. `backup` and
// `restore` work on this machine's SQLite file instead (cli/database-commands.ts).
import { ADMIN_COMMANDS, parseFlags } from './admin-commands.ts';
import { DATABASE_COMMANDS, runDatabaseCommand } from './database-commands.ts';

function help(): void {
  console.log('Usage: npm run admin -- <command> [--key value ...]   (global: --url, --admin_user, --admin_password)\n\nCommands:');
  for (const [name, c] of Object.entries(ADMIN_COMMANDS))
    console.log(`  ${name.padEnd(20)} ${c.method} /api/${c.path}\n  ${''.padEnd(20)} ${c.help}`);
  console.log('\nOn this machine (SQLite, no login):');
  for (const [name, c] of Object.entries(DATABASE_COMMANDS)) console.log(`  ${name.padEnd(20)} ${c.help}`);
}

async function call(
  url: string,
  path: string,
  method: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: boolean; message: string; code?: string; data: unknown }> {
  const res = await fetch(`${url.replace(/\/$/, '')}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { status: boolean; message: string; code?: string; data: unknown };
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    help();
    return 0;
  }
  const local = DATABASE_COMMANDS[name];
  if (local) return runDatabaseCommand(name, local, rest);
  const command = ADMIN_COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}". Run: npm run admin -- help`);
    return 2;
  }
  const flags = parseFlags(rest, command.json);
  const url = String(flags.url ?? process.env.ADMIN_URL ?? 'http://localhost:3000');
  const user = String(flags.admin_user ?? process.env.ADMIN_USER ?? 'admin');
  const password = flags.admin_password ?? process.env.ADMIN_PASSWORD;
  delete flags.url;
  delete flags.admin_user;
  delete flags.admin_password;
  if (!password) {
    console.error('Set ADMIN_PASSWORD (or pass --admin_password).');
    return 2;
  }
  const login = await call(url, 'user/login', 'POST', null, { user_name: user, password: String(password) });
  if (!login.status) {
    console.error(`Login failed: ${login.message}`);
    return 1;
  }
  const token = (login.data as { token: string }).token;
  const answer = await call(url, command.path, command.method, token, command.method === 'GET' ? undefined : flags);
  console.log(JSON.stringify(answer, null, 2));
  return answer.status ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
