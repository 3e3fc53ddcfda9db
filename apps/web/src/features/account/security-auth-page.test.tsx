import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecurityAuthPage } from './security-auth-page.tsx';

type Answer = { status: true; message: string; data: unknown } | { status: false; message: string; code: string; data: null };
const refusal = (code: string, message: string): Answer => ({ status: false, message, code, data: null });

/** A server whose TOTP is off until enable answers success; `enable` decides each enable's answer. */
function serve(enable: (body: { code: string; password: string }) => Answer, startEnabled = false) {
  let enabled = startEnabled;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    let answer: Answer;
    if (url === '/api/auth/totp/status') answer = { status: true, message: '', data: { enabled } };
    else if (url === '/api/auth/totp/setup')
      answer = {
        status: true,
        message: '',
        data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_data_url: 'data:image/png;base64,AA' },
      };
    else if (url === '/api/auth/totp/enable') {
      answer = enable(body);
      if (answer.status) enabled = true;
    } else answer = { status: true, message: '', data: null };
    return new Response(JSON.stringify(answer));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const open = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <SecurityAuthPage />
    </QueryClientProvider>,
  );

async function openEnableForm() {
  open();
  fireEvent.click(await screen.findByRole('button', { name: 'Enable two-factor authentication' }));
  await screen.findByAltText('QR code for your authenticator app');
}

const fill = (password: string, code: string) => {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));
const enableCalls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/auth/totp/enable').map(([, init]) => JSON.parse(String(init!.body)));

describe('SecurityAuthPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the current password, labelled and filled by the password manager, next to the code', async () => {
    serve(() => ({ status: true, message: '', data: null }));
    await openEnableForm();
    const password = screen.getByLabelText('Current password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).autocomplete).toBe('one-time-code');
  });

  it('names an empty password and a malformed code on submit, announced, and sends nothing', async () => {
    const fetch = serve(() => ({ status: true, message: '', data: null }));
    await openEnableForm();
    fill('', '12');
    submit();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Enter your current password.',
      'Enter the 6-digit code shown in your authenticator app.',
    ]);
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(enableCalls(fetch)).toEqual([]);
  });

  it('sends the password with the code and shows the setting on', async () => {
    const fetch = serve(() => ({ status: true, message: 'Two-step verification is on.', data: null }));
    await openEnableForm();
    fill('secret123', ' 123456 ');
    submit();
    await screen.findByText('Enabled');
    expect(enableCalls(fetch)).toEqual([{ code: '123456', password: 'secret123' }]);
  });

  it("shows the server's wrong-password message at the password field, and stays off", async () => {
    serve(() => refusal('WRONG_PASSWORD', 'Your password is wrong.'));
    await openEnableForm();
    fill('not-mine1', '123456');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your password is wrong.');
    const password = screen.getByLabelText('Current password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('Enabled')).toBeNull();
  });

  it("shows the server's other refusals at the code", async () => {
    serve(() => refusal('TOTP_INVALID', 'The authenticator code is wrong, has expired or was already used.'));
    await openEnableForm();
    fill('secret123', '000000');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The authenticator code is wrong, has expired or was already used.');
    expect(screen.getByLabelText('Verification code').getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('false');
  });

  it('turns it off with a code alone', async () => {
    const fetch = serve(() => ({ status: true, message: '', data: null }), true);
    open();
    await screen.findByText('Enabled');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/auth/totp/disable')).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/auth/totp/disable')!;
    expect(JSON.parse(String(init!.body))).toEqual({ code: '654321' });
  });
});
