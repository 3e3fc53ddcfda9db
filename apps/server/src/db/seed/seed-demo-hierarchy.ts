import type { AppDatabase } from '../create-database.ts';
import { findUserByName } from '../../modules/auth/user-repository.ts';
import { transferChips } from '../../modules/hierarchy/transfer-chips.ts';
import type { SeedUser } from './seed-users.ts';
import { notAHold } from '../../modules/ledger/ledger-index-terms.ts';

/** A master with an agent and two customers under the operator, to run the console's downline with. */
export const DEMO_HIERARCHY: (Omit<SeedUser, 'password'> & { description: string; chips: number })[] = [
  {
    userName: 'demo_master',
    name: 'Demo Master',
    role: 'master',
    parent: 'admin',
    partnership: 80,
    creditReference: 50_000_000,
    chips: 50_000_000,
    description: 'master (console: its agents and their customers)',
  },
  {
    userName: 'demo_agent',
    name: 'Demo Agent',
    role: 'agent',
    parent: 'demo_master',
    partnership: 50,
    creditReference: 10_000_000,
    chips: 10_000_000,
    description: 'agent under demo_master (console)',
  },
  {
    userName: 'demo_client1',
    name: 'Demo Client One',
    role: 'customer',
    parent: 'demo_agent',
    creditReference: 1_000_000,
    chips: 1_000_000,
    description: 'customer under demo_agent',
  },
  {
    userName: 'demo_client2',
    name: 'Demo Client Two',
    role: 'customer',
    parent: 'demo_agent',
    creditReference: 500_000,
    chips: 500_000,
    description: 'customer under demo_agent',
  },
];

/**
 * Chips down the demo hierarchy, each from its parent's wallet as an operator would give them
 * (the master's from the house's cash). Idempotent: a user whose wallet has moved is skipped.
 */
export async function seedDemoHierarchy(database: AppDatabase): Promise<void> {
  for (const seeded of DEMO_HIERARCHY) {
    const user = await findUserByName(database.db, seeded.userName);
    const parent = await findUserByName(database.db, seeded.parent!);
    if (!user || !parent) continue;
    const moved = await database.db
      .selectFrom('ledger_entries')
      .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
      .select('ledger_entries.entry_id')
      .where('accounts.user_id', '=', Number(user.user_id))
      // Through the account index (a hold never comes first: it needs money moved in).
      .where(notAHold())
      .limit(1)
      .executeTakeFirst();
    if (moved) continue;
    await transferChips(database, {
      caller: { userId: Number(parent.user_id), role: parent.role },
      childId: Number(user.user_id),
      type: 'D',
      paise: seeded.chips,
      remark: 'Opening chips',
    });
  }
}
