import type { Generated } from 'kysely';
import type { ProviderSportId } from '@bx/contract';

/** The registry of third-party casinos (casino.md section 5). */
export interface ProvidersTable {
  provider_id: string;
  name: string;
  sport_id: ProviderSportId;
  /** The HMAC key of its wallet calls; never answered by any call. */
  secret: string;
  launch_url: string;
  is_active: number;
  created_at: number;
}

/** A launch token: minted per game launch, valid only for that provider's wallet calls. */
export interface ProviderTokensTable {
  /** SHA-256 of the token, as for login tokens. */
  token_hash: string;
  provider_id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

/**
 * Every wallet call that names a transaction, keyed by the provider's transactionId: the first
 * answer is kept so a replay answers it again. A rollback is written on the debit it undoes;
 * a rollback of an unknown debit leaves a row of its own so that debit can never arrive later.
 */
export interface ProviderTransactionsTable {
  provider_id: string;
  transaction_id: string;
  action: 'debit' | 'credit' | 'rollback';
  user_id: number;
  round_id: string | null;
  game_id: string | null;
  /** Paise. */
  amount: number;
  status: string;
  /** The available balance answered (paise). */
  balance: number;
  rollback_status: string | null;
  rollback_balance: number | null;
  created_at: number;
}

/** What operators did to a provider, with who and when. */
export interface ProviderActionsTable {
  action_id: Generated<number>;
  provider_id: string;
  action: string;
  admin_user_id: number;
  created_at: number;
}

export interface ProviderTables {
  providers: ProvidersTable;
  provider_tokens: ProviderTokensTable;
  provider_transactions: ProviderTransactionsTable;
  provider_actions: ProviderActionsTable;
}
