import type { Kysely } from 'kysely';
import { DEMO_PROVIDER_SECRET } from '../../demo-provider/index.ts';
import type { Database } from '../schema.ts';
import { isLoopbackHost } from './published-passwords.ts';

/**
 * Why the server must not listen on `host` while a provider still signs with the demo secret, or
 * null. That secret is in the source: anyone who opens a game of that provider gets a launch token
 * and can sign a wallet `credit` to their own account (provider/wallet is public, its signature
 * is the only check). Changing the demo passwords is not enough: the seeded demo providers must be
 * given a secret of their own (admin/provider/rotateSecret) or not be seeded (SEED_DEMO=off).
 */
export async function publishedProviderSecretProblem(host: string, db: Kysely<Database>): Promise<string | null> {
  if (isLoopbackHost(host)) return null;
  const rows = await db
    .selectFrom('providers')
    .select('provider_id')
    .where('secret', '=', DEMO_PROVIDER_SECRET)
    .orderBy('provider_id')
    .execute();
  if (rows.length === 0) return null;
  return (
    `Refusing to listen on HOST=${host}: the providers ${rows.map((r) => r.provider_id).join(', ')} still sign their wallet calls ` +
    'with the published demo secret, so anyone could credit their own account. Give each a secret of its own ' +
    '(admin/provider/rotateSecret), start with SEED_DEMO=off, or leave HOST unset to listen on 127.0.0.1 only.'
  );
}
