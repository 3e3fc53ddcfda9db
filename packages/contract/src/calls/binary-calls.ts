import { z } from 'zod';
import {
  adminAdvanceClock,
  adminBinaryRollback,
  adminBinarySettle,
  adminBinaryVoid,
  binaryChart,
  binaryChartRequest,
  binarySession,
} from '../binary.ts';
import { orPending } from '../approvals.ts';
import { envelope } from '../envelope.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('binary');
const admin = { access: 'admin' } as const;
const sessionData = z.object({ match_id: z.number().int(), status: z.string() });
const sessionState = envelope(sessionData);

/** Binary sessions: instruments with their lines, the intraday chart, and the operator's settlement calls. */
export const binaryCalls = [
  get('binary/getSessions', envelope(z.array(binarySession)), {
    description: 'Every instrument with its price, trading state, next opening and the lines (fancies; bet with bet/placeFancyBet).',
  }),
  post('binary/getChart', binaryChartRequest, envelope(binaryChart)),
  post('admin/binary/settle', adminBinarySettle, sessionState, {
    ...admin,
    description: 'Sets (or corrects: rolls back first) the settlement price of a closed session and settles its lines.',
  }),
  post('admin/binary/void', adminBinaryVoid, sessionState, {
    ...admin,
    description: 'Voids every line of a session (rolled back first if settled).',
  }),
  post('admin/binary/rollback', adminBinaryRollback, envelope(orPending(sessionData)), {
    ...admin,
    description:
      'Undoes the settlement of a session; it then waits for the operator (admin/binary/settle or void). While four eyes is on it answers `{approval_id, status: PENDING}` until a second admin approves.',
  }),
  post('admin/games/advanceClock', adminAdvanceClock, envelope(z.object({ now: z.string() })), {
    ...admin,
    description: 'Tests only (GAMES_CLOCK_CONTROL=on, refused otherwise): moves the binary and matka clock forward by `ms`.',
  }),
];
