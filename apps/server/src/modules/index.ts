import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth-routes.ts';
import { totpRoutes } from './auth/totp-routes.ts';
import { catalogRoutes } from './catalog/catalog-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { matchRoutes } from './catalog/match-routes.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { adminSettingsRoutes } from './settings/admin-settings-routes.ts';
import { casinoSportRoutes } from './catalog/casino-sport-routes.ts';
import { paymentsModule } from './payments/index.ts';
import { casinoReportsModule } from './casino-reports/index.ts';
import { casinoRoutes } from './casino/casino-routes.ts';
import { providersModule } from './providers/index.ts';
import { betRoutes } from './trading/routes/bet-routes.ts';
import { marketRoutes } from './trading/routes/market-routes.ts';
import { cashOutRoutes } from './trading/routes/cash-out-routes.ts';
import { autoCashOutRoutes } from './cash-out/auto-cash-out-routes.ts';
import { reportRoutes } from './reports/report-routes.ts';
import { adminAccountRoutes } from './admin/admin-account-routes.ts';
import { adminMarketRoutes } from './admin/admin-market-routes.ts';
import { adminResultRoutes } from './admin/admin-result-routes.ts';
import { downlineAccountRoutes } from './hierarchy/downline-account-routes.ts';
import { hierarchyRoutes } from './hierarchy/hierarchy-routes.ts';
import { riskRoutes } from './risk/risk-routes.ts';
import { operatorReportRoutes } from './operator-reports/operator-report-routes.ts';
import { exportRoutes } from './report-exports/export-routes.ts';
import { approvalRoutes } from './approvals/approval-routes.ts';
import { consoleMarketRoutes } from './approvals/console-market-routes.ts';
import { binaryRoutes } from './binary/binary-routes.ts';
import { matkaRoutes } from './matka/matka-routes.ts';
import { seedPairRoutes } from './fairness/seed-pair-routes.ts';
import { slotRoutes } from './slots/slot-routes.ts';
import { virtualCasinoRoutes } from './virtual-casino/virtual-casino-routes.ts';
import { operatorAuditRoutes } from './operator-audit/operator-audit-routes.ts';

/** Every module's routes, registered under /api by app.ts. */
export const routeModules: FastifyPluginAsync[] = [
  paymentsModule,
  casinoReportsModule,
  providersModule,
  authRoutes,
  totpRoutes,
  settingsRoutes,
  adminSettingsRoutes,
  catalogRoutes,
  casinoSportRoutes,
  matchRoutes,
  betRoutes,
  marketRoutes,
  cashOutRoutes,
  autoCashOutRoutes,
  reportRoutes,
  adminAccountRoutes,
  adminMarketRoutes,
  adminResultRoutes,
  hierarchyRoutes,
  downlineAccountRoutes,
  riskRoutes,
  operatorReportRoutes,
  exportRoutes,
  approvalRoutes,
  consoleMarketRoutes,
  healthRoutes,
  casinoRoutes,
  binaryRoutes,
  matkaRoutes,
  seedPairRoutes,
  slotRoutes,
  virtualCasinoRoutes,
  operatorAuditRoutes,
];
