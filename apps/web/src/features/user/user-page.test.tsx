import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { UserPage } from './user-page.tsx';

afterEach(cleanup);

/** The profile of a customer whose is_signup_user is `signup`, with a loaded balance (no request made). */
function showProfile(signup: string) {
  useAuthStore.setState({
    isAuthenticated: true,
    userInfo: { user_id: 7, user_name: 'demo', name: 'Demo', parent_id: 2, is_change_password: '0', is_signup_user: signup },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(queryKeys.balance, { total_balance: 100, liability: 0 });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <UserPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const accountRow = () => screen.getByText('Account').nextElementSibling?.textContent;

describe('profile: how the account was opened', () => {
  it('says an agent created the account of an ordinary customer, never that the customer is an agent', () => {
    showProfile('0');
    expect(accountRow()).toBe('Created by your agent');
    expect(screen.queryByText(/Agent account/)).toBeNull();
  });

  it('says a signup user signed up themselves', () => {
    showProfile('1');
    expect(accountRow()).toBe('Signed up yourself');
  });
});
