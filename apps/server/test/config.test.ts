import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('config', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
      DATA_DIR: './data',
      SEED_DEMO: true,
      SIMULATOR: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('rejects a bad value and names the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SIMULATOR: 'maybe' })).toThrow(/SIMULATOR/);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('requires ADMIN_PASSWORD when the demo seed is off', () => {
    expect(() => loadConfig({ SEED_DEMO: 'off' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ SEED_DEMO: 'off', ADMIN_PASSWORD: 'longenough' }).SEED_DEMO).toBe(false);
  });

  it('believes X-Forwarded-For only as told: off, a hop count, or the proxies addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});
