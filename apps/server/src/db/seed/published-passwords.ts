import type { Kysely } from 'kysely';
import { isIP } from 'node:net';
import { verifyPassword } from '../../modules/auth/password-hash.ts';
import { findUserByName } from '../../modules/auth/user-repository.ts';
import type { Database } from '../schema.ts';
import { DEFAULT_ADMIN_PASSWORD, type SeededAccount } from './seed-database.ts';

/** Whether `host` can only be reached from this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/**
 * Why the server must not listen on `host`, or null. The demo accounts' passwords are printed at
 * start and in the README: anyone who can reach a non-loopback address could log in as the
 * operator. So off loopback, every seeded account must have left its published password, and the
 * operator must not have the default one (also when it was given as ADMIN_PASSWORD).
 */
export async function publishedPasswordProblem(host: string, db: Kysely<Database>, accounts: SeededAccount[]): Promise<string | null> {
  if (isLoopbackHost(host)) return null;
  const stillPublished: string[] = [];
  const published = [...accounts, { userName: 'admin', password: DEFAULT_ADMIN_PASSWORD }];
  for (const account of published) {
    const user = await findUserByName(db, account.userName);
    const inUse = user && (await verifyPassword(user.password_hash, account.password));
    if (inUse && !stillPublished.includes(account.userName)) stillPublished.push(account.userName);
  }
  if (stillPublished.length === 0) return null;
  return (
    `Refusing to listen on HOST=${host}: ${stillPublished.join(', ')} still use the published demo passwords. ` +
    'Change them (log in and use Change Password; for the operator set ADMIN_PASSWORD before the first start), ' +
    'start with SEED_DEMO=off and ADMIN_PASSWORD set, or leave HOST unset to listen on 127.0.0.1 only.'
  );
}
