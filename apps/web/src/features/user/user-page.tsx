import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { useBalance } from '../../lib/use-balance.ts';
import { hasParent } from '../../lib/user-info.ts';
import './user.css';

/** The profile summary: who is logged in, balance, exposure and shortcuts. */
export function UserPage() {
  const userInfo = useAuthStore((s) => s.userInfo);
  const { data: balance } = useBalance();
  const rows: [string, string][] = [
    ['User Name', userInfo?.user_name ?? ''],
    ['Name', String(userInfo?.name ?? '')],
    // Says how the account was opened: "Agent account" read as if the customer were an agent.
    ['Account', String(userInfo?.is_signup_user) === '1' ? 'Signed up yourself' : 'Created by your agent'],
    ['Balance', formatMoney(balance?.total_balance)],
    ['Exposure', formatMoney(Math.abs(Number(balance?.liability ?? 0)))],
  ];
  return (
    <section>
      <PageTitle>My Profile</PageTitle>
      <dl className="profile">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <nav className="profile-links" aria-label="Account">
        <Link to="/report/account-statement">Account Statement</Link>
        <Link to="/report/current-bet">Current Bets</Link>
        {hasParent(userInfo) && <Link to="/setting/change-password">Change Password</Link>}
        {hasParent(userInfo) && <Link to="/security-auth">Security Auth</Link>}
      </nav>
    </section>
  );
}
