import { envelope } from '../envelope.ts';
import { rotatedSeedPair, seedPair, setClientSeedRequest } from '../fairness.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('fairness');
const customer = { access: 'customer' } as const;

/** The caller's single-player seed pair (casino.md section 2): slots and the virtual tables deal from it. */
export const fairCalls = [
  get('fair/getSeedPair', envelope(seedPair), customer),
  post('fair/setClientSeed', setClientSeedRequest, envelope(seedPair), {
    ...customer,
    description: 'Sets the client seed of the current pair; the nonce goes on counting.',
  }),
  post('fair/rotateSeedPair', undefined, envelope(rotatedSeedPair), {
    ...customer,
    description: 'Retires the pair, revealing its server seed (every spin it dealt can then be verified), and starts a new one.',
  }),
];
