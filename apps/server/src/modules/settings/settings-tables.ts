import type { GlobalSetting, ButtonType } from '@bx/contract';
import type { ColumnType } from 'kysely';

/** One row (setting_id 1) holding spec section 3's global setting. */
export interface GlobalSettingsTable extends GlobalSetting {
  setting_id: number;
  /** Four eyes: paise above which chips or a credit wait for approval (0 = off); not in the public setting. */
  four_eyes_credit_threshold: ColumnType<number, number | undefined, number>;
  /** Four eyes: 1 = every rollback waits for approval. */
  four_eyes_rollback: ColumnType<number, number | undefined, number>;
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
