import { adminCalls } from './admin-calls.ts';
import { approvalCalls } from './approval-calls.ts';
import { authCalls } from './auth-calls.ts';
import { betCalls } from './bet-calls.ts';
import { betEditCalls } from './bet-edit-calls.ts';
import { cashOutCalls } from './cash-out-calls.ts';
import { binaryCalls } from './binary-calls.ts';
import { casinoCalls } from './casino-calls.ts';
import { exportCalls } from './export-calls.ts';
import { catalogCalls } from './catalog-calls.ts';
import { healthCalls } from './health-calls.ts';
import { hierarchyCalls } from './hierarchy-calls.ts';
import { matkaCalls } from './matka-calls.ts';
import { nestCalls } from './nest-calls.ts';
import { paymentCalls } from './payment-calls.ts';
import { reportCalls } from './report-calls.ts';
import { riskCalls } from './risk-calls.ts';
import { reportAdminCalls } from './report-admin-calls.ts';
import { providerCalls } from './provider-calls.ts';
import { settingsCalls } from './settings-calls.ts';
import { fairCalls } from './fair-calls.ts';
import { slotCalls } from './slot-calls.ts';
import { virtualCasinoCalls } from './virtual-casino-calls.ts';

/** Every call of the API, declared once: the server registers exactly these, the web calls only these. */
export const callTable = [
  ...authCalls,
  ...settingsCalls,
  ...catalogCalls,
  ...betCalls,
  ...betEditCalls,
  ...cashOutCalls,
  ...reportCalls,
  ...paymentCalls,
  ...adminCalls,
  ...hierarchyCalls,
  ...riskCalls,
  ...reportAdminCalls,
  ...exportCalls,
  ...approvalCalls,
  ...healthCalls,
  ...casinoCalls,
  ...binaryCalls,
  ...matkaCalls,
  ...providerCalls,
  ...fairCalls,
  ...slotCalls,
  ...virtualCasinoCalls,
];

/** The table as a tree mirroring the paths: `calls.bet.placeMarketBet`, `calls.admin.market.result`. */
export const calls = nestCalls(callTable);
