import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useGlobalSetting } from '../../lib/global-setting.ts';
import { BalanceBar } from './balance-bar.tsx';
import { ButtonValuesModal } from './button-values-modal.tsx';
import { paymentsAllowed } from '../../lib/payments-allowed.ts';
import { RulesModal } from './rules-modal.tsx';
import { SearchBox } from './search-box.tsx';
import { TopNav } from './top-nav.tsx';
import { UserMenu } from './user-menu.tsx';
import { WelcomePopup } from './welcome-popup.tsx';
import './header.css';

interface HeaderProps {
  /** The site rules shown in the rules modal (the rules feature's component, composed by the app). */
  rules: ReactNode;
  /** Mobile: the sidebar drawer's menu button. */
  menuButton?: ReactNode;
}

/**
 * The Rules link: a plain click opens the modal over the page; a click with a modifier (new tab or
 * window) follows the link to the rules page, as a middle click does.
 */
function openInPlace(e: MouseEvent, open: () => void) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  open();
}

export function Header({ rules, menuButton }: HeaderProps) {
  const setting = useGlobalSetting();
  const userInfo = useAuthStore((s) => s.userInfo);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [buttonsOpen, setButtonsOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="header-row">
        {menuButton}
        <Link to="/home" className="logo" aria-label="Home">
          <img src={setting?.logo || `${import.meta.env.BASE_URL}logo.svg`} alt={setting?.site_title || 'Exchange'} />
        </Link>
        <SearchBox />
        <div className="header-actions">
          <Link to="/page/rules" className="header-link" onClick={(e) => openInPlace(e, () => setRulesOpen(true))}>
            Rules
          </Link>
          {paymentsAllowed(setting, userInfo) && (
            <Link to="/setting/d-w" className="header-link header-wallet">
              Deposit/Withdraw
            </Link>
          )}
          <BalanceBar />
          <UserMenu onButtonValues={() => setButtonsOpen(true)} onRules={() => setRulesOpen(true)} />
        </div>
      </div>
      {setting?.site_message && (
        <div className="site-message" role="marquee">
          {setting.site_message}
        </div>
      )}
      <TopNav />
      <RulesModal open={rulesOpen} onOpenChange={setRulesOpen}>
        {rules}
      </RulesModal>
      <ButtonValuesModal open={buttonsOpen} onOpenChange={setButtonsOpen} />
      <WelcomePopup />
    </header>
  );
}
