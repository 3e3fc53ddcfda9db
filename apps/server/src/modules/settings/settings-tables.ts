import type { GlobalSetting, ButtonType } from '@bx/contract';

/** One row (setting_id 1) holding spec section 3's global setting. */
export interface GlobalSettingsTable extends GlobalSetting {
  setting_id: number;
}

/** A user's quick-stake buttons; user_id 0 holds the site defaults. */
export interface ButtonValuesTable {
  user_id: number;
  type: ButtonType;
  position: number;
  button_name: string;
  /** Paise, like every amount on the server. */
  button_value: number;
}

export interface SettingsTables {
  global_settings: GlobalSettingsTable;
  button_values: ButtonValuesTable;
}
