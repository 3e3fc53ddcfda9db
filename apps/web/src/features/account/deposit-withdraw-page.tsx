import * as Tabs from '@radix-ui/react-tabs';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { DepositForm } from './deposit-form.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { PendingRequests } from './pending-requests.tsx';
import './account.css';

/** setting/d-w: deposit and withdrawal requests that the operator approves. */
export function DepositWithdrawPage() {
  return (
    <div className="account-page">
      <PageTitle>Deposit / Withdraw</PageTitle>
      <Tabs.Root defaultValue="deposit">
        <Tabs.List className="account-tabs-list" aria-label="Deposit or withdraw">
          <Tabs.Trigger value="deposit" className="account-tab">
            Deposit
          </Tabs.Trigger>
          <Tabs.Trigger value="withdraw" className="account-tab">
            Withdraw
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="deposit">
          <DepositForm />
        </Tabs.Content>
        <Tabs.Content value="withdraw">
          <WithdrawForm />
        </Tabs.Content>
      </Tabs.Root>
      <PendingRequests />
    </div>
  );
}
