import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setPasswordChangeRequiredHandler, setUnauthorizedHandler } from './api-client.ts';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => {});
  setPasswordChangeRequiredHandler(() => {});
  localStorage.clear();
});

describe('api client', () => {
  it('sends Cache-Control and the bearer token', async () => {
    localStorage.setItem('usertoken', 'tok');
    const fetchMock = answer(200, { status: true, message: '', data: 1 });
    vi.stubGlobal('fetch', fetchMock);
    await api.sport.getSports({ is_active: '1' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sport/getSports');
    expect(init.headers).toMatchObject({ 'Cache-Control': 'no-store, no-cache', Authorization: 'Bearer tok' });
  });

  it.each([401, 403])('on %i runs the shared logout and returns the message as a value', async (status) => {
    const logout = vi.fn();
    setUnauthorizedHandler(logout);
    vi.stubGlobal('fetch', answer(status, { status: false, message: 'Session expired', data: null }));
    await expect(api.user.getUserBalance()).resolves.toMatchObject({ status: false, message: 'Session expired' });
    expect(logout).toHaveBeenCalledOnce();
  });

  it('on 403 PASSWORD_CHANGE_REQUIRED sends the user to change the password instead of logging out', async () => {
    const logout = vi.fn();
    const mustChange = vi.fn();
    setUnauthorizedHandler(logout);
    setPasswordChangeRequiredHandler(mustChange);
    vi.stubGlobal('fetch', answer(403, { status: false, message: 'Change it first', code: 'PASSWORD_CHANGE_REQUIRED', data: null }));
    await expect(api.user.getUserBalance()).resolves.toMatchObject({ status: false, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(mustChange).toHaveBeenCalledOnce();
    expect(logout).not.toHaveBeenCalled();
  });

  it('rethrows other HTTP errors', async () => {
    vi.stubGlobal('fetch', answer(500, { status: false, message: 'Boom', data: null }));
    await expect(api.user.getUserBalance()).rejects.toBeInstanceOf(ApiError);
  });
});
