import { z } from 'zod';

const onOff = z.enum(['on', 'off', 'true', 'false', '1', '0']).transform((v) => v === 'on' || v === 'true' || v === '1');

/** Every setting the server reads, checked once at start so a bad value stops it with its name. */
const settings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless told otherwise: the demo accounts' passwords are public (main.ts refuses
  // another address while they are in use).
  HOST: z.string().min(1).default('127.0.0.1'),
  // Whether X-Forwarded-For is believed: off (default: the socket's address is the client),
  // a hop count, or the proxies' addresses/CIDRs separated by commas.
  TRUST_PROXY: z
    .string()
    .regex(/^(off|false|\d+|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/, 'must be off, a hop count, or proxy addresses separated by commas')
    .default('off')
    .transform((v): boolean | number | string[] => {
      if (v === 'off' || v === 'false') return false;
      if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
      return v.split(',').map((a) => a.trim());
    }),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave unset for the embedded SQLite file)')
    .optional(),
  // Several server processes: shared login limits, sessions' sockets and live fan-out go through
  // Redis (else through PostgreSQL; docs/deploy.md).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // SQLite: the server copies its database every BACKUP_EVERY (30m, 1h, 1d ...) into BACKUP_DIR
  // (default DATA_DIR/backups), keeping the newest BACKUP_KEEP (db/scheduled-backups.ts).
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+[smhd]$/, 'must be a duration like 30m, 1h or 1d')
    .transform((v) => Number(v.slice(0, -1)) * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[v.slice(-1) as 's' | 'm' | 'h' | 'd'])
    .pipe(z.number().min(60_000, 'must be at least 1m'))
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(24),
  BACKUP_DIR: z.string().min(1).optional(),
  SEED_DEMO: onOff.default(true),
  SIMULATOR: onOff.default(true),
  SIMULATOR_SEED: z.coerce.number().int().min(0).default(20261121),
  // How often the leader re-reads every auto cash-out rule (books also move by bookmaker requotes and other processes' batches).
  AUTO_CASH_OUT_SWEEP_MS: z.coerce.number().int().min(100).default(2000),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  // Served over HTTPS (behind a TLS proxy): adds HSTS and upgrades insecure requests.
  HTTPS: onOff.default(false),
  // Origins of third-party game providers whose pages the app may frame (comma-separated).
  GAME_FRAME_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^\s/]+$/, 'must list origins like https://games.example.com'))),
  // Lets a Prometheus scraper on another machine read /metrics (loopback always may).
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Tests only: lets the operator move the binary and matka clock forward (admin/games/advanceClock). */
  GAMES_CLOCK_CONTROL: onOff.default(false),
  /** Tests: every answer is parsed by its call's zod schema and must be what the compiled serializer wrote (http/answer-serializer.ts). */
  CHECK_ANSWERS: onOff.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const configSchema = settings.superRefine((c, ctx) => {
  if (c.BACKUP_EVERY && c.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['BACKUP_EVERY'],
      message: 'backs up the SQLite file only; on PostgreSQL use pg_dump or WAL archiving (docs/deploy.md)',
    });
  }
  if (!c.SEED_DEMO && !c.ADMIN_PASSWORD) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PASSWORD'],
      message: 'is required when SEED_DEMO=off (it becomes the password of the operator "admin")',
    });
  }
});

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses settings from an environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(Object.keys(settings.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const parsed = configSchema.safeParse(picked);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
