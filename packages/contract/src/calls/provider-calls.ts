import { z } from 'zod';
import { envelope, failEnvelope } from '../envelope.ts';
import {
  adminProvider,
  adminProviderCreate,
  adminProviderRotateSecret,
  adminProviderStatus,
  adminProviderTransactionsBody,
  providerLaunch,
  providerLaunchBody,
  providerLobby,
  providerTransactionPage,
  walletAnswer,
  walletRequest,
} from '../providers.ts';
import { defineCalls, layoutRead } from './define-calls.ts';

const { get, post } = defineCalls('casino providers');
const admin = { access: 'admin' } as const;

/** Third-party casinos (casino.md section 5): the registry, the customer's launch, the signed wallet. */
export const providerCalls = [
  post('admin/provider/create', adminProviderCreate, envelope(adminProvider), admin),
  post('admin/provider/status', adminProviderStatus, envelope(adminProvider), admin),
  post('admin/provider/rotateSecret', adminProviderRotateSecret, envelope(adminProvider), admin),
  get('admin/provider/list', envelope(z.array(adminProvider)), admin),
  post('admin/provider/transactions', adminProviderTransactionsBody, envelope(providerTransactionPage), admin),
  // The sidebar lists the lobbies: a layout read, open while a password change is due.
  get('provider/getLobbies', envelope(z.array(providerLobby)), layoutRead),
  post('provider/launch', providerLaunchBody, envelope(providerLaunch), { access: 'customer' }),
  // Providers read the flat {status, balance}; a call refused before it reaches the wallet gets the envelope, as every call does.
  post('provider/wallet', walletRequest, z.union([walletAnswer, failEnvelope]), {
    access: 'public',
    description:
      'Seamless wallet, called by the provider: no bearer token; header X-Signature = hex HMAC-SHA256 of the raw body with the provider secret. Idempotent on transactionId; rollback names the debit it undoes. Answers {status, balance} with an OP_* code.',
  }),
];
