import type { Kysely } from 'kysely';
import { DEMO_PROVIDER_SECRET, DEMO_PROVIDERS } from '../../demo-provider/index.ts';
import type { Database } from '../schema.ts';
import { insertProvider } from '../../modules/providers/provider-registry.ts';

/** Registers the demo provider's two lobbies (live roulette, aviator) as an operator would; a second run adds nothing. */
export async function seedDemoProviders(db: Kysely<Database>, now: number): Promise<void> {
  for (const p of DEMO_PROVIDERS) await insertProvider(db, { ...p, secret: DEMO_PROVIDER_SECRET }, now);
}
