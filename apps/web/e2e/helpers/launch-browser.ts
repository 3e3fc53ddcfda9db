import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { recordFlight } from './flight-recorder.ts';

export interface LaunchedBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Debian's Chromium flags from architecture.md: quiet, sandbox-free, nothing fetched in the background. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches /usr/bin/chromium with a fresh user-data-dir (removed on close), its pages' events
 * recorded for a failed test to print. Context options (viewport, timezoneId, baseURL ...) pass through.
 */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<LaunchedBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bx-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    args: chromiumArgs,
    headless: true,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  recordFlight(context);
  return {
    context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
