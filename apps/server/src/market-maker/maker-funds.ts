import type { AppDatabase } from '../db/create-database.ts';
import { MARKET_MAKER } from '../db/seed/seed-demo-money.ts';
import { findUserByName } from '../modules/auth/user-repository.ts';
import { customerBalance } from '../modules/ledger/customer-balance.ts';
import { moveFunds } from '../modules/ledger/wallet.ts';

/** Below this available balance (paise) the market maker is topped up: ₹1 crore. */
const LOW_WATER = 1_000_000_000;
/** Each top-up: ₹5 crore. */
const TOP_UP = 5_000_000_000;

/** The house market maker's account: its id, and top-ups through the ledger's credit path. */
export class MakerFunds {
  private constructor(
    private readonly database: AppDatabase,
    readonly makerId: number,
  ) {}

  /** Null when there is no market maker (a database seeded without the demo world). */
  static async find(database: AppDatabase): Promise<MakerFunds | null> {
    const user = await findUserByName(database.db, MARKET_MAKER);
    return user ? new MakerFunds(database, Number(user.user_id)) : null;
  }

  async topUp(): Promise<void> {
    const balance = await customerBalance(this.database.db, this.makerId);
    if (balance && balance.main >= LOW_WATER) return;
    await moveFunds(this.database, this.makerId, TOP_UP, 'Market maker top-up');
  }
}
