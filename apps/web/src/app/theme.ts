import { useEffect } from 'react';
import { useGlobalSetting } from '../lib/global-setting.ts';
import { applySiteTheme } from './site-theme.ts';

/** The operator's colours, title and icon from the global setting (app/site-theme.ts). */
export function useSiteTheme(): void {
  const setting = useGlobalSetting();
  useEffect(() => applySiteTheme(setting), [setting]);
}
