import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { compose } from '../src/compose.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

/** The API's JSON answers: never rendered, so nothing may load, frame, sniff, cache or be read by another origin. */
function expectApiHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-store, no-cache');
}

/** The page, its assets and the API docs. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('security headers', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    webDist = mkdtempSync(join(tmpdir(), 'bx-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('are on every API answer: public, authenticated, refused and unknown', async () => {
    for (const [method, url] of [
      ['GET', '/api/globalSetting/getGlobalSetting'],
      ['GET', '/api/user/getUserBalance'],
      ['POST', '/api/user/login'],
      ['GET', '/api/nope'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expectApiHeaders(res.headers);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keep the page set on the API docs, which are pages', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('are on the page and its assets, with HSTS and only the configured game frames when HTTPS is on', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      ADMIN_PASSWORD: 'admin1234',
      HTTPS: 'on',
      GAME_FRAME_ORIGINS: 'https://games.example.com',
    });
    const app = await buildApp({ services: { ...compose(config, ctx.database) }, webDist });
    try {
      for (const url of ['/', '/assets/app.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expectSecurityHeaders(res.headers);
        expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(res.headers['content-security-policy']).toMatch(/frame-src 'self' https:\/\/games\.example\.com/);
      }
      const api = await app.inject({ method: 'GET', url: '/api/globalSetting/getGlobalSetting' });
      expectApiHeaders(api.headers);
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });

  it('refuses a GAME_FRAME_ORIGINS entry that is not an origin', () => {
    expect(() => loadConfig({ GAME_FRAME_ORIGINS: 'https://ok.example, javascript:alert(1)' })).toThrow(/GAME_FRAME_ORIGINS/);
  });
});
