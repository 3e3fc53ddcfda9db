/** The contract's call declarations, on their own so api-client.ts can load them lazily. */
export { buildApi, calls } from '@bx/contract';
