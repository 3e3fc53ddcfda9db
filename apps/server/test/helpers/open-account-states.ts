import type { AccountStates } from '../../src/modules/trading/shared/trading-types.ts';

/** An account nothing stops from betting: no lock, no limit, no exclusion (rows built by a test). */
export const OPEN_STATES: AccountStates = {
  user_lock: 0,
  bet_lock: 0,
  is_change_password: 0,
  exposure_limit: null,
  min_stake: null,
  max_stake: null,
  excluded_until: null,
};
