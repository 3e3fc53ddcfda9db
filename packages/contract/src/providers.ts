import { z } from 'zod';
import { flag } from './envelope.ts';
import { rupees } from './money.ts';
import { numeric } from './numeric.ts';

/** The menus a provider's games appear in (casino.md section 8, fixed). */
export const providerSportId = z.enum(['worldcasino', 'slotgator', 'fantasy']);
export type ProviderSportId = z.infer<typeof providerSportId>;

export const providerId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'lower-case letters, digits and - (2 to 40)');

/** A shared secret long enough that its HMAC cannot be guessed. */
const providerSecret = z.string().min(16, 'must be at least 16 characters').max(200);

/** Where the customer's iframe opens: an https/http URL, or a path on this site (the demo provider). */
const launchUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^https?:\/\/[^\s]+$/.test(v) || /^\/[^\s/][^\s]*$/.test(v), 'must be an http(s) URL or a path starting with /');

/** POST admin/provider/create (operator; fields fixed by casino.md section 8). */
export const adminProviderCreate = z.object({
  provider_id: providerId,
  name: z.string().trim().min(1).max(60),
  secret: providerSecret,
  launch_url: launchUrl,
  sport_id: providerSportId,
});

/** POST admin/provider/status: switch a provider on or off. */
export const adminProviderStatus = z.object({ provider_id: providerId, is_active: flag });

/** POST admin/provider/rotateSecret: the new secret takes effect at once. */
export const adminProviderRotateSecret = z.object({ provider_id: providerId, secret: providerSecret });

/** POST admin/provider/transactions: one provider's wallet calls, newest first. */
export const adminProviderTransactionsBody = z.object({ provider_id: providerId, page: numeric(z.number().int().min(1)).default(1) });

const operatorAction = z.object({ action: z.string(), admin_user_id: z.number().int(), created_at: z.string() });

/** A provider as the operator sees it: never its secret. */
export const adminProvider = z.object({
  provider_id: z.string(),
  name: z.string(),
  sport_id: providerSportId,
  launch_url: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  /** Who did what to it, newest first. */
  actions: z.array(operatorAction),
});
export type AdminProvider = z.infer<typeof adminProvider>;

export const providerTransaction = z.object({
  transaction_id: z.string(),
  action: z.string(),
  user_id: z.number().int(),
  round_id: z.string().nullable(),
  game_id: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  balance: z.number(),
  rolled_back: z.boolean(),
  created_at: z.string(),
});

export const providerTransactionPage = z.object({
  data: z.array(providerTransaction),
  total: z.object({ total_count: z.number().int() }),
  limit: z.number().int(),
});

/** GET provider/getLobbies: the providers switched on, for the menus and lobbies. */
export const providerLobby = z.object({ provider_id: z.string(), name: z.string(), sport_id: providerSportId });
export type ProviderLobby = z.infer<typeof providerLobby>;

/** POST provider/launch: the game URL with a fresh launch token for the caller. */
export const providerLaunchBody = z.object({ provider_id: providerId, game_id: z.string().trim().min(1).max(60).optional() });
export const providerLaunch = z.object({ url: z.string() });

/** The family's seamless-wallet answer codes. */
export const walletStatus = z.enum([
  'OP_SUCCESS',
  'OP_INSUFFICIENT_FUNDS',
  'OP_DUPLICATE_TRANSACTION',
  'OP_TRANSACTION_NOT_FOUND',
  'OP_INVALID_SIGNATURE',
  'OP_TOKEN_NOT_FOUND',
  'OP_PROVIDER_DISABLED',
  'OP_USER_BLOCKED',
  'OP_LIMIT_EXCEEDED',
]);
export type WalletStatus = z.infer<typeof walletStatus>;

const walletId = z.string().trim().min(1).max(100);
const moving = ['transactionId', 'roundId', 'amount'] as const;

/**
 * POST provider/wallet (no customer token: signed with the provider's secret over the raw body,
 * header X-Signature). Fields fixed by casino.md section 8; debit and credit need a transaction,
 * a round and an amount, rollback names the debit's transaction.
 */
export const walletRequest = z
  .object({
    action: z.enum(['balance', 'debit', 'credit', 'rollback']),
    provider_id: providerId,
    token: z.string().min(1).max(200),
    transactionId: walletId.optional(),
    roundId: walletId.optional(),
    gameId: walletId.optional(),
    amount: rupees.optional(),
  })
  .superRefine((b, ctx) => {
    const needed = { balance: [], debit: moving, credit: moving, rollback: ['transactionId'] } as const;
    for (const field of needed[b.action]) {
      if (b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `is required for ${b.action}` });
    }
    if (b.action === 'debit' && b.amount === 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be above 0 for debit' });
  });
export type WalletRequest = z.input<typeof walletRequest>;

/** The wallet's answer, flat as providers expect it: the code and the customer's available balance in rupees. */
export const walletAnswer = z.object({ status: walletStatus, balance: z.number() });
export type WalletAnswer = z.infer<typeof walletAnswer>;
