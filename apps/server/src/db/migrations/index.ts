import type { Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { authMigration } from './0001-auth.ts';
import { catalogMigration } from './0002-catalog.ts';
import { moneyMigration } from './0003-money.ts';
import { paymentsMigration } from './0004-payments.ts';
import { constraintsMigration } from './0005-constraints.ts';
import { fancyDomainMigration } from './0006-fancy-domain.ts';
import { exactlyOnceMigration } from './0007-exactly-once.ts';
import { casinoTablesMigration } from './0008-casino-tables.ts';
import { providersMigration } from './0010-providers.ts';
import { binaryMatkaMigration } from './0011-binary-matka.ts';
import { totpOnceMigration } from './0014-totp-once.ts';
import { sharedLimitsMigration } from './0018-shared-limits.ts';
import { slotsMigration } from './0015-slots.ts';
import { hierarchyMigration } from './0016-hierarchy.ts';
import { virtualCasinoMigration } from './0017-virtual-casino.ts';
import { approvalsMigration } from './0020-approvals.ts';
import { operatorActionsMigration } from './0021-operator-actions.ts';
import { riskBetIpMigration } from './0019-risk-bet-ip.ts';
import { binaryPriceLinesMigration } from './0022-binary-price-lines.ts';
import { slotImageBaseMigration } from './0023-slot-image-base.ts';
import { keyedBetsIndexMigration } from './0024-keyed-bets-index.ts';
import { ledgerIndexesMigration } from './0025-ledger-indexes.ts';
import { auditRecordsMigration } from './0026-audit-records.ts';
import { marketShardsMigration } from './0027-market-shards.ts';
import { autoCashOutMigration } from './0028-auto-cash-out.ts';
import { autoCashOutVersionMigration } from './0029-auto-cash-out-version.ts';
import { clientRefFirstMigration } from './0030-client-ref-first.ts';
import { tableRoundMarketMigration } from './0031-table-round-market.ts';

/** Every migration in order. Names are sortable so Kysely applies them in sequence. */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '0001-auth': authMigration(dialect),
    '0002-catalog': catalogMigration(dialect),
    '0003-money': moneyMigration(dialect),
    '0004-payments': paymentsMigration(dialect),
    '0005-constraints': constraintsMigration(dialect),
    '0006-fancy-domain': fancyDomainMigration(),
    '0007-exactly-once': exactlyOnceMigration(dialect),
    '0008-casino-tables': casinoTablesMigration(dialect),
    '0010-providers': providersMigration(dialect),
    '0011-binary-matka': binaryMatkaMigration(dialect),
    '0014-totp-once': totpOnceMigration(),
    '0018-shared-limits': sharedLimitsMigration(),
    '0015-slots': slotsMigration(dialect),
    '0016-hierarchy': hierarchyMigration(dialect),
    '0017-virtual-casino': virtualCasinoMigration(dialect),
    '0020-approvals': approvalsMigration(dialect),
    '0021-operator-actions': operatorActionsMigration(dialect),
    '0019-risk-bet-ip': riskBetIpMigration(),
    '0022-binary-price-lines': binaryPriceLinesMigration(),
    '0023-slot-image-base': slotImageBaseMigration(),
    '0024-keyed-bets-index': keyedBetsIndexMigration(),
    '0025-ledger-indexes': ledgerIndexesMigration(),
    '0026-audit-records': auditRecordsMigration(),
    '0027-market-shards': marketShardsMigration(),
    '0028-auto-cash-out': autoCashOutMigration(dialect),
    '0029-auto-cash-out-version': autoCashOutVersionMigration(),
    '0030-client-ref-first': clientRefFirstMigration(),
    '0031-table-round-market': tableRoundMarketMigration(),
  };
}
