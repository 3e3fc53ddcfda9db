import type { AuthTables } from '../modules/auth/auth-tables.ts';
import type { CatalogTables } from '../modules/catalog/catalog-tables.ts';
import type { SettingsTables } from '../modules/settings/settings-tables.ts';
import type { MoneyTables } from '../modules/money-tables.ts';
import type { PaymentsTables } from '../modules/payments/payments-tables.ts';
import type { FairnessTables } from '../modules/fairness/fairness-tables.ts';
import type { HierarchyTables } from '../modules/hierarchy/hierarchy-tables.ts';
import type { CasinoTables } from '../modules/casino/casino-schema.ts';
import type { BinaryTables } from '../modules/binary/binary-tables.ts';
import type { MatkaTables } from '../modules/matka/matka-tables.ts';
import type { ProviderTables } from '../modules/providers/provider-tables.ts';
import type { SlotTables } from '../modules/slots/slot-tables.ts';
import type { VirtualCasinoTables } from '../modules/virtual-casino/virtual-casino-tables.ts';
import type { ApprovalTables } from '../modules/approvals/approval-tables.ts';
import type { OperatorAuditTables } from '../modules/operator-audit/operator-audit-tables.ts';
import type { CashOutTables } from '../modules/cash-out/cash-out-tables.ts';

/** The whole database as Kysely sees it: each module declares its own tables. */
export interface Database
  extends
    AuthTables,
    CatalogTables,
    SettingsTables,
    MoneyTables,
    PaymentsTables,
    FairnessTables,
    HierarchyTables,
    CasinoTables,
    BinaryTables,
    MatkaTables,
    ProviderTables,
    SlotTables,
    VirtualCasinoTables,
    OperatorAuditTables,
    ApprovalTables,
    CashOutTables {}
