import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';

const open = () =>
  render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names each empty field on submit and sends nothing; blanks are empty', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open();
    fireEvent.change(screen.getByLabelText('User Name'), { target: { value: '   ' } });
    submit();
    await screen.findByText('Please enter your user name');
    screen.getByText('Please enter your password');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears a message as its field is filled, and sends the trimmed user name', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: false, message: 'Invalid user name or password.' })));
    vi.stubGlobal('fetch', fetch);
    open();
    submit();
    await screen.findByText('Please enter your user name');
    fireEvent.change(screen.getByLabelText('User Name'), { target: { value: '  demo ' } });
    expect(screen.queryByText('Please enter your user name')).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    submit();
    await screen.findByText('Invalid user name or password.');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ user_name: 'demo', password: 'secret123' });
    // A new attempt with an empty field: the last answer's message goes, the field's shows.
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '' } });
    submit();
    await screen.findByText('Please enter your password');
    expect(screen.queryByText('Invalid user name or password.')).toBeNull();
  });
});
