import { z } from 'zod';
import { orPending } from '../approvals.ts';
import { envelope } from '../envelope.ts';
import {
  adminGlobalSetting,
  buttonValueRows,
  fourEyesSetting,
  globalSetting,
  setButtonValueRequest,
  settingsUpdateRequest,
} from '../settings.ts';
import { defineCalls, layoutRead } from './define-calls.ts';

const { get, post } = defineCalls('settings');

/** The site's global setting (read by anyone, changed by the operator) and each user's stake buttons. */
export const settingsCalls = [
  get('globalSetting/getGlobalSetting', envelope(globalSetting), { access: 'public' }),
  post('admin/settings/update', settingsUpdateRequest, envelope(orPending(adminGlobalSetting)), {
    access: 'admin',
    description:
      'Any fields of the global setting; link fields accept only https:/http: URLs (or empty for none). Also the four eyes rules (four_eyes_credit_threshold in rupees, 0 = off; four_eyes_rollback). An update that loosens a four eyes rule in force (rollbacks no longer waiting, a threshold raised or switched off) is itself held for a second admin: the answer is `{approval_id, status: PENDING}` and nothing changes until it is approved. Tightening one takes effect at once.',
  }),
  get('admin/settings/fourEyes', envelope(fourEyesSetting), {
    access: 'admin',
    description: 'The four eyes rules, which the public global setting leaves out (four_eyes_credit_threshold in rupees, 0 = off).',
  }),
  get('admin/settings/getButtons', envelope(buttonValueRows), {
    access: 'admin',
    description: 'The default quick-stake buttons: what user/getButtonValue answers for a type the customer never set.',
  }),
  post('admin/settings/setButtons', setButtonValueRequest, envelope(buttonValueRows), {
    access: 'admin',
    description:
      "The default buttons, in user/setButtonValue's shape: types present replace the defaults of that type. Customers with buttons of their own keep them.",
  }),
  get('user/getButtonValue', envelope(z.string()), {
    ...layoutRead,
    description: "data is a JSON string of [{button_name, button_value, type}] (the family's format).",
  }),
  post('user/setButtonValue', setButtonValueRequest, envelope(z.null()), {
    description:
      "The body is the array itself. Types present replace the user's rows of that type; a malformed row rejects the whole call (400) and changes nothing.",
  }),
];
