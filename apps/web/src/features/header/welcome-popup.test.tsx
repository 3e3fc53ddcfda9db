import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store.ts';
import { WelcomePopup } from './welcome-popup.tsx';

const bannerTitle = 'Beware Of Phishing Websites Before Login. Enable Security Auth To Secure Your ID.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openAfterLogin() {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: true, message: '', data: {} })));
  localStorage.setItem('openWelcomePopup', '1');
  useAuthStore.setState({
    isAuthenticated: true,
    userInfo: { user_id: 7, user_name: 'demo', is_change_password: '0', is_signup_user: '0' },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <WelcomePopup />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('welcome popup', () => {
  it("is titled with the spec's phishing banner, which is its accessible name, and keeps the Security Auth advice", () => {
    openAfterLogin();
    const dialog = screen.getByRole('dialog', { name: bannerTitle });
    expect(screen.getByRole('heading', { name: bannerTitle })).toBeTruthy();
    expect(dialog.textContent).toContain('Always check the address bar before you enter your password.');
    expect(screen.getByRole('link', { name: 'Enable Security Auth' }).getAttribute('href')).toBe('/security-auth');
    // Said once, as the title, not repeated in the body.
    expect(screen.getAllByText(bannerTitle)).toHaveLength(1);
  });

  it('removes the once-per-login flag when closed', () => {
    openAfterLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('openWelcomePopup')).toBeNull();
  });
});
