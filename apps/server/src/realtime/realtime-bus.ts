import { randomUUID } from 'node:crypto';
import type { BalanceMessage, CashoutMessage, MarketChange, OrderMessage, RiskMessage } from '@bx/contract';
import type { EndedSessions } from '../modules/auth/token-store.ts';

/**
 * What one server process tells the others: a stream's change, a message for one customer, or
 * that sessions of a customer ended (a revoke: logout, password change, lock, self-exclusion)
 * and their sockets close everywhere. Without `only` or `except` every session of the user ended.
 */
export type BusMessage =
  | { kind: 'market'; key: string; change: MarketChange }
  | { kind: 'user'; userId: number; message: OrderMessage | BalanceMessage | RiskMessage | CashoutMessage }
  | ({ kind: 'end-sessions' } & EndedSessions);

/** A message as it travels, with the process that sent it (a process ignores its own). */
export interface Envelope {
  origin: string;
  body: BusMessage;
}

/**
 * Fan-out between server processes. Each process delivers what it publishes to its own sockets
 * at once and sends it here; every other process delivers it to its sockets too. Changes carry
 * latest values, not increments, and each process numbers its own streams, so a subscriber's
 * `seq` stays consecutive whichever process it is on.
 */
export interface RealtimeBus {
  readonly origin: string;
  /** Sends; true once the bus has taken the message (Redis answered, the NOTIFY committed), false when it failed (logged). */
  publish(body: BusMessage): Promise<boolean>;
  onMessage(handler: (body: BusMessage) => void): void;
  close(): Promise<void>;
}

/** A fresh id for this process's messages. */
export function newOrigin(): string {
  return randomUUID();
}
