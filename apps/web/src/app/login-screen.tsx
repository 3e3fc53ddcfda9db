import type { GlobalSetting } from '@bx/contract';
import { useEffect, useState } from 'react';
import { LoginPage } from '../features/auth/index.ts';
import { cachedSetting, fetchGlobalSettingFirst } from '../lib/global-setting-source.ts';
import { AuthCard } from './auth-card.tsx';
import { applySiteTheme } from './site-theme.ts';

/**
 * The login page as the first screen, before the app (router, data cache, toasts) has loaded: the
 * same card and form as the login route, the global setting fetched once without the data cache
 * (which then starts from that answer). main.tsx swaps in the app as soon as the hash leaves login.
 */
export function LoginScreen() {
  const [setting, setSetting] = useState<GlobalSetting | null>(() => cachedSetting() ?? null);
  useEffect(() => {
    // A failed fetch keeps what is shown, as the data cache would.
    fetchGlobalSettingFirst().then(setSetting, () => {});
  }, []);
  useEffect(() => applySiteTheme(setting), [setting]);
  return (
    <AuthCard setting={setting}>
      <LoginPage />
    </AuthCard>
  );
}
