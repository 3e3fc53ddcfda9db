import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import { readToken } from '../../lib/auth-session.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useGlobalSetting } from '../../lib/global-setting.ts';
import { hasParent } from '../../lib/user-info.ts';
import { useDisplayPrefs } from './display-prefs.ts';
import { logoutOnServer } from './logout-on-server.ts';
import { paymentsAllowed } from '../../lib/payments-allowed.ts';

interface UserMenuProps {
  onButtonValues(): void;
  onRules(): void;
}

/** The user dropdown, items and conditions exactly as the spec lists them. */
export function UserMenu({ onButtonValues, onRules }: UserMenuProps) {
  const navigate = useNavigate();
  const userInfo = useAuthStore((s) => s.userInfo);
  const logOut = useAuthStore((s) => s.logOut);
  const setting = useGlobalSetting();
  const { showBalance, showExposure, toggle } = useDisplayPrefs();
  const withParent = hasParent(userInfo) && Boolean(readToken());
  const go = (path: string) => () => navigate(path);
  const signOut = async () => {
    await logoutOnServer(userInfo);
    logOut();
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="user-trigger" aria-label="User menu">
        <span className="user-name">{userInfo?.user_name ?? 'Account'}</span> ▾
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Item className="menu-item" onSelect={go('/report/account-statement')}>
            Account Statement
          </DropdownMenu.Item>
          {paymentsAllowed(setting, userInfo) && (
            <DropdownMenu.Item className="menu-item" onSelect={go('/report/payment-withdraw')}>
              Payment Statement
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="menu-item" onSelect={go('/report/current-bet')}>
            Current Bet
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item" onSelect={go('/report/casino-result')}>
            Casino Result
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item" onSelect={go('/report/live-casino-bets')}>
            Live Casino Bets
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu-item" onSelect={onButtonValues}>
            Set Button Values
          </DropdownMenu.Item>
          {withParent && (
            <DropdownMenu.Item className="menu-item" onSelect={go('/security-auth')}>
              Security Auth Verification
            </DropdownMenu.Item>
          )}
          {withParent && (
            <DropdownMenu.Item className="menu-item" onSelect={go('/setting/change-password')}>
              Change Password
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="menu-item" onSelect={onRules}>
            Rules
          </DropdownMenu.Item>
          <DropdownMenu.CheckboxItem
            className="menu-item menu-check"
            checked={showBalance}
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={() => toggle('showBalance')}
          >
            Balance
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.CheckboxItem
            className="menu-item menu-check"
            checked={showExposure}
            onSelect={(e) => e.preventDefault()}
            onCheckedChange={() => toggle('showExposure')}
          >
            Exposure
          </DropdownMenu.CheckboxItem>
          <DropdownMenu.Separator className="menu-sep" />
          <DropdownMenu.Item className="menu-item menu-signout" onSelect={signOut}>
            SignOut
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
