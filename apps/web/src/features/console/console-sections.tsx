import type { ComponentType } from 'react';
import { DownlineHome } from './downline-home.tsx';

/** One tab of the console: its path under /console, its label in the console's navigation and its page. */
export interface ConsoleSection {
  path: string;
  label: string;
  Page: ComponentType;
}

/** The console's tabs, in the order the navigation shows them; the first is the console's home. */
export const consoleSections: ConsoleSection[] = [{ path: '', label: 'Downline', Page: DownlineHome }];
