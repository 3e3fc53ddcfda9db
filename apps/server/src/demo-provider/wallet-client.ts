import { createHmac } from 'node:crypto';

export interface WalletReply {
  status: string;
  balance: number;
}

export interface WalletClientOptions {
  /** The exchange's wallet endpoint, resolved when first needed (the server knows its port only once listening). */
  walletUrl: () => string;
  providerId: string;
  secret: string;
}

/** How often a credit or rollback is sent again after a network failure: a win must reach the wallet. */
const DELIVERY_ATTEMPTS = 5;

/**
 * The demo provider's side of the seamless wallet: signed HTTP calls, nothing else. It reaches
 * the exchange as any third party would, so replacing it with a real provider changes nothing
 * on the exchange's side.
 */
export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  async send(fields: Record<string, string | number>): Promise<WalletReply> {
    const body = JSON.stringify({ provider_id: this.options.providerId, ...fields });
    const signature = createHmac('sha256', this.options.secret).update(body).digest('hex');
    const response = await fetch(this.options.walletUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body,
    });
    if (!response.ok) throw new Error(`wallet answered HTTP ${response.status}`);
    return (await response.json()) as WalletReply;
  }

  /** Sends a call that must land (credit, rollback) until it does; replays are safe: the wallet is idempotent on transactionId. */
  async deliver(fields: Record<string, string | number>): Promise<WalletReply> {
    let lastError: unknown;
    for (let attempt = 0; attempt < DELIVERY_ATTEMPTS; attempt += 1) {
      try {
        return await this.send(fields);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }
}
