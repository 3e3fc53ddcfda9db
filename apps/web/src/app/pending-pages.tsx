import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';

/** Stand-ins while the other web features are being written; the router switches to theirs when they land. */
function Pending({ title }: { title: string }) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <EmptyState title={`${title} opens soon`} />
    </section>
  );
}

export const RulesPage = () => <Pending title="Rules" />;
export const SiteRules = () => <EmptyState title="The site rules open soon" />;
export const AccountStatementPage = () => <Pending title="Account Statement" />;
export const CurrentBetsPage = () => <Pending title="Current Bets" />;
export const CasinoResultsPage = () => <Pending title="Casino Results" />;
export const PaymentStatementPage = () => <Pending title="Payment Statement" />;
export const LiveCasinoBetsPage = () => <Pending title="Live Casino Bets" />;
export const ChangePasswordPage = () => <Pending title="Change Password" />;
export const DepositWithdrawPage = () => <Pending title="Deposit / Withdraw" />;
export const SecurityAuthPage = () => <Pending title="Security Auth Verification" />;
export const TermsPage = () => <Pending title="Terms and Conditions" />;
export const ResponsibleGamingPage = () => <Pending title="Responsible Gaming" />;
