import type { ComponentType } from 'react';
import type { UserRole } from '@bx/contract';
import { AuditPage } from './audit/audit-page.tsx';
import { DownlineHome } from './downline-home.tsx';
import { MarketsPage } from './markets/markets-page.tsx';
import { ReportsPage } from './reports/reports-page.tsx';
import { RiskPage } from './risk/risk-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';

/** One tab of the console: its path under /console, its label in the console's navigation and its page. */
export interface ConsoleSection {
  path: string;
  label: string;
  Page: ComponentType;
  /** The operator levels that see the tab; every level when left out. */
  roles?: UserRole[];
}

/** The console's tabs, in the order the navigation shows them; the first is the console's home. */
export const consoleSections: ConsoleSection[] = [
  { path: '', label: 'Downline', Page: DownlineHome },
  { path: 'audit', label: 'Audit', Page: AuditPage },
  { path: 'risk', label: 'Risk', Page: RiskPage },
  { path: 'reports', label: 'Reports', Page: ReportsPage },
  // Markets are global: only an admin runs them.
  { path: 'markets', label: 'Markets', Page: MarketsPage, roles: ['admin'] },
  { path: 'settings', label: 'Settings', Page: SettingsPage, roles: ['admin'] },
];
