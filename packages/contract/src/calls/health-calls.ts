import { envelope, failEnvelope } from '../envelope.ts';
import { health, readiness } from '../health.ts';
import { defineCalls } from './define-calls.ts';

const { get } = defineCalls('health');

/** For load balancers and supervisors: no token, no personal data. */
export const healthCalls = [
  get('health', envelope(health), { access: 'public', description: 'The process is alive.' }),
  get('ready', envelope(readiness), {
    access: 'public',
    description: 'The database answers and every migration is applied; 503 NOT_READY otherwise.',
    otherAnswers: { 503: failEnvelope },
  }),
];
