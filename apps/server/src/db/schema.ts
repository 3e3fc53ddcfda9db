import type { AuthTables } from '../modules/auth/auth-tables.ts';
import type { CatalogTables } from '../modules/catalog/catalog-tables.ts';
import type { SettingsTables } from '../modules/settings/settings-tables.ts';
import type { MoneyTables } from '../modules/money-tables.ts';
import type { PaymentsTables } from '../modules/payments/payments-tables.ts';

/** The whole database as Kysely sees it: each module declares its own tables. */
export interface Database extends AuthTables, CatalogTables, SettingsTables, MoneyTables, PaymentsTables {}
