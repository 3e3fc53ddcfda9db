import type { UserRole } from '@bx/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateUserDialog } from './create-user-dialog.tsx';

const open = (role: UserRole, onClose = () => {}) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateUserDialog open parent={{ user_id: 7, user_name: `the_${role}`, role }} onClose={onClose} />
    </QueryClientProvider>,
  );

const roleChoices = () =>
  within(screen.getByLabelText('Role'))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('CreateUserDialog', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['admin', ['Master', 'Agent', 'Customer']],
    ['master', ['Agent', 'Customer']],
    ['agent', ['Customer']],
  ] as const)('under %s offers only the levels below it', (role, choices) => {
    open(role);
    expect(roleChoices()).toEqual(choices);
    expect(screen.getByRole('dialog', { name: `New user under the_${role}` })).toBeTruthy();
  });

  it('offers no role and cannot submit under a customer', () => {
    open('customer');
    expect(roleChoices()).toEqual([]);
    expect((screen.getByRole('button', { name: 'Create user' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates under the viewed level with the chosen role, leaving out empty limits, and shows a refusal', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: false, message: 'User name is taken.', code: 'TAKEN', data: null })))
      .mockResolvedValueOnce(new Response(JSON.stringify({ status: true, message: 'User created.', data: { user_id: 9 } })));
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    open('master', onClose);
    fireEvent.change(screen.getByLabelText('User name'), { target: { value: 'new_agent' } });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'New Agent' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'first1234' } });
    fireEvent.change(screen.getByLabelText('Credit reference'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await screen.findByText('User name is taken.');
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/admin/user/create');
    expect(JSON.parse(String(init.body))).toEqual({
      user_name: 'new_agent',
      name: 'New Agent',
      password: 'first1234',
      role: 'agent',
      parent_id: 7,
      credit_reference: '5000',
    });
  });
});
